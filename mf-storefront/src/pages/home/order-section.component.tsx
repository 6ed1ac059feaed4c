import { styled, useAppDispatch, useSelector, useTranslation } from '@gb/shell/platform';
import { memo, Suspense, useEffect, useRef } from 'react';

import { HomeSection } from '../../components/home-section.component';
import { LazyOrderForm } from '../../order-form/order-form.loader';
import { orderFormRequested, selectOrderIntent } from '../../order-form/order-intent.slice';

/** Anchor of the banner's order button and of a booklet card's order click. */
export const ORDER_SECTION_ID = 'order';

/** How far below the viewport the form starts loading, so a scrolling visitor rarely waits. */
const LOAD_MARGIN = '400px';

/**
 * The order section of Home: the order form (or its thanks alert) goes here. The form and its
 * schemas load only when the section nears the viewport, or when a visitor asks to order (a
 * card's order badge, whose booklet the form then ticks, or the banner's order button).
 */
export const OrderSection = memo(function OrderSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { requested } = useSelector(selectOrderIntent);
  const placeholder = useRef<HTMLDivElement>(null);

  // Home draws this section with its first screen (the welcome text and the booklets above it),
  // so the page has its height here and "near the viewport" can be judged.
  useEffect(() => {
    const target = placeholder.current;
    if (requested || !target) return;
    const requestOrderForm = () => dispatch(orderFormRequested());
    if (typeof IntersectionObserver === 'undefined') return void requestOrderForm();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) requestOrderForm();
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [requested, dispatch]);

  const reserved = <Placeholder ref={placeholder} aria-busy="true" />;
  return (
    <HomeSection id={ORDER_SECTION_ID} title={t('home.orderTitle')}>
      {requested ? (
        <Suspense fallback={reserved}>
          <LazyOrderForm />
        </Suspense>
      ) : (
        reserved
      )}
    </HomeSection>
  );
});

// About the form's height, so the sections below do not jump when it arrives.
const Placeholder = styled.div`
  min-height: 40rem;
`;
