import { styled, useSelector, useTranslation, useGetPublicBookletsQuery } from '@gb/shell/platform';
import { Suspense, useEffect, useRef } from 'react';

import { useTextBlock } from '../../api/text-blocks.api';
import { HomeSection } from '../../components/home-section.component';
import {
  LazyOrderForm,
  requestOrderForm,
  useOrderFormRequested,
} from '../../order-form/order-form.loader';
import { TEXT_BLOCK_CANONICALS } from '../../text-block-canonicals';
import { selectPickedBooklet } from './order-booklet.slice';

/** Anchor of the banner's order button and of a booklet card's order click. */
export const ORDER_SECTION_ID = 'order';

/** How far below the viewport the form starts loading, so a scrolling visitor rarely waits. */
const LOAD_MARGIN = '400px';

const settled = (query: { isSuccess: boolean; isError: boolean }) =>
  query.isSuccess || query.isError;

/**
 * Whether the welcome text and the booklet gallery above the section have their data. Only
 * then does the page have its height, so only then can "near the viewport" be judged.
 */
function useSectionsAboveRendered(): boolean {
  const booklets = useGetPublicBookletsQuery();
  const welcome = useTextBlock(TEXT_BLOCK_CANONICALS.home);
  return settled(booklets) && settled(welcome);
}

/**
 * The order section of Home: the order form (or its thanks alert) goes here. The form and its
 * schemas load only when the section nears the viewport, or when a visitor asks to order (a
 * card's order badge, whose booklet the form then ticks, or the banner's order button).
 */
export function OrderSection() {
  const { t } = useTranslation();
  const requested = useOrderFormRequested();
  const { pickCount } = useSelector(selectPickedBooklet);
  const placeholder = useRef<HTMLDivElement>(null);
  const aboveRendered = useSectionsAboveRendered();

  useEffect(() => {
    if (pickCount > 0) requestOrderForm();
  }, [pickCount]);

  useEffect(() => {
    const target = placeholder.current;
    if (requested || !aboveRendered || !target) return;
    if (typeof IntersectionObserver === 'undefined') return requestOrderForm();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) requestOrderForm();
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [requested, aboveRendered]);

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
}

// About the form's height, so the sections below do not jump when it arrives.
const Placeholder = styled.div`
  min-height: 40rem;
`;
