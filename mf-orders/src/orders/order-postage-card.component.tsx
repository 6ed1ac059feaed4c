import { formatMoney, type Locale, type Order } from '@gb/contracts';
import { updateOrderSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormNumberField, FormTextField } from '@gb/shell/platform/kit';
import { useMemo } from 'react';

import { useUpdateOrderPostageMutation } from './orders.api';

interface OrderPostageCardProps {
  order: Order;
  locale: Locale;
}

/** Postage in CHF, its label and product number; the total follows on save. */
export function OrderPostageCard({ order, locale }: OrderPostageCardProps) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderPostageMutation();
  const values = useMemo(
    () => ({
      postage: order.postage,
      postageLabel: order.postageLabel,
      postageProductNo: order.postageProductNo,
    }),
    [order.postage, order.postageLabel, order.postageProductNo],
  );
  return (
    <FormCard
      title={t('orderAdmin.postage')}
      schema={updateOrderSchema}
      values={values}
      savedMessage={t('orderAdmin.saved')}
      onSave={(changes) => update({ id: order.id, ...changes }).unwrap()}
    >
      <FormNumberField
        name="postage"
        label={t('fields.postage')}
        currency="CHF"
        minValue={0}
        isRequired
      />
      <FormTextField name="postageLabel" label={t('fields.postageLabel')} />
      <FormTextField name="postageProductNo" label={t('fields.postageProductNo')} />
      <p data-testid="order-detail-total">
        {t('fields.total')}: {formatMoney(order.total, locale)}
      </p>
    </FormCard>
  );
}
