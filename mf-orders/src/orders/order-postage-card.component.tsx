import { formatMoney, type Locale, type Order } from '@gb/contracts';
import { updateOrderSchema } from '@gb/contracts/schemas';
import { FormCard, TextField, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

import { useUpdateOrderPostageMutation } from './orders.api';

interface OrderPostageCardProps {
  order: Order;
  locale: Locale;
}

/** Postage, its label and product number; the total follows on save. */
export function OrderPostageCard({ order, locale }: OrderPostageCardProps) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderPostageMutation();
  const initial = () => ({
    postage: String(order.postage),
    postageLabel: order.postageLabel,
    postageProductNo: order.postageProductNo,
  });
  const [values, setValues] = useState(initial);
  const parsed = updateOrderSchema.safeParse({ ...values, postage: Number(values.postage) });
  const field =
    (name: keyof typeof values, type = 'text') =>
    (editing: boolean) => (
      <TextField
        label={t(`fields.${name}`)}
        name={name}
        type={type}
        readOnly={!editing}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    );
  return (
    <FormCard
      title={t('orderAdmin.postage')}
      valid={parsed.success}
      onCancel={() => setValues(initial())}
      onSave={async () => {
        if (!parsed.success) return false;
        return update({ id: order.id, ...parsed.data })
          .unwrap()
          .then(() => true);
      }}
    >
      {(editing) => (
        <>
          {field('postage', 'number')(editing)}
          {field('postageLabel')(editing)}
          {field('postageProductNo')(editing)}
          <p data-testid="order-detail-total">
            {t('fields.total')}: {formatMoney(order.total, locale)}
          </p>
        </>
      )}
    </FormCard>
  );
}
