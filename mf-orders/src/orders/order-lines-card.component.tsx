import { BookletState, type Order, type OrderBooklet } from '@gb/contracts';
import { orderLinesSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard } from '@gb/shell/platform/kit';
import { useMemo } from 'react';

import { OrderLineFields } from './order-line-fields.component';
import { useUpdateOrderLinesMutation } from './orders.api';

interface OrderLinesCardProps {
  order: Order;
  booklets: readonly OrderBooklet[];
}

/** The booklets of the order and how many of each; prices come from the booklets on save. */
export function OrderLinesCard({ order, booklets }: OrderLinesCardProps) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderLinesMutation();
  const values = useMemo(
    () => ({
      lines: order.orderLines.map(({ bookletId, quantity }) => ({ bookletId, quantity })),
    }),
    [order.orderLines],
  );
  // Lines may still name an archived booklet; new lines only current ones.
  const current = booklets.filter((booklet) => booklet.state !== BookletState.Archived);
  return (
    <FormCard
      title={t('orderAdmin.lines')}
      schema={orderLinesSchema}
      values={values}
      savedMessage={t('orderAdmin.saved')}
      onSave={({ lines }) => update({ id: order.id, lines }).unwrap()}
    >
      <OrderLineFields order={order} booklets={booklets} addable={current} />
    </FormCard>
  );
}
