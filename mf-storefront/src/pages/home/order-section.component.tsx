import { useTranslation } from 'react-i18next';

import { HomeSection } from '../../components/home-section.component';
import { OrderForm } from '../../order-form/order-form.component';

/** Anchor of the banner's order button and of a booklet card's order click. */
export const ORDER_SECTION_ID = 'order';

/**
 * The order section of Home: the order form (or its thanks alert) goes here. It ticks the
 * booklet of `selectPickedBooklet` (see order-booklet.slice.ts) whenever its pickCount grows.
 */
export function OrderSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id={ORDER_SECTION_ID} title={t('home.orderTitle')}>
      <OrderForm />
    </HomeSection>
  );
}
