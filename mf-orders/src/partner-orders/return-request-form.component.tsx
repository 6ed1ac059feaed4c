import type { StockOverview } from '@gb/contracts';
import { Button, ErrorAlert, errorMessage, useTranslation } from '@gb/shell/platform';
import { NumberField, SelectField, toast } from '@gb/shell/platform/kit';
import { PartnerForm } from './partner-form.styles';
import { useState } from 'react';

import { useCreateReturnOrderMutation } from './partner-orders.api';

/** Delivered and not yet announced for return; the api keeps bought booklets out. */
const returnableOf = (row: StockOverview) =>
  Math.max(0, row.quantityDelivered - row.quantityReturnRequested);

/** A company announces unsold commission booklets for return: 'Ihre Rückgabe haben wir erfasst...'. */
export function ReturnRequestForm({ stock }: { stock: readonly StockOverview[] }) {
  const { t } = useTranslation();
  const [createReturn, creation] = useCreateReturnOrderMutation();
  const candidates = stock.filter((row) => returnableOf(row) > 0);
  const [bookletId, setBookletId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const chosen = candidates.find((row) => row.bookletId === bookletId) ?? candidates[0];
  if (!chosen) return <p>{t('partnerOrder.nothingToReturn')}</p>;
  const submit = async () => {
    const answer = await createReturn({ orderLines: [{ bookletId: chosen.bookletId, quantity }] });
    if ('error' in answer) return;
    toast.success(t('partnerOrder.returnRecorded'));
    setQuantity(1);
  };
  return (
    <PartnerForm
      aria-label={t('partnerOrder.requestReturn')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SelectField<number>
        label={t('fields.booklet')}
        options={candidates.map((row) => ({ value: row.bookletId, label: row.bookletName }))}
        value={chosen.bookletId}
        onChange={setBookletId}
      />
      <NumberField
        label={t('fields.quantity')}
        description={t('partnerOrder.returnable', { num: returnableOf(chosen) })}
        minValue={1}
        maxValue={returnableOf(chosen)}
        value={quantity}
        onChange={(value) => setQuantity(Number.isNaN(value) ? 0 : value)}
      />
      <ErrorAlert
        message={creation.error && (errorMessage(creation.error) ?? t('errors.generic'))}
      />
      <div>
        <Button type="submit" disabled={quantity < 1 || creation.isLoading}>
          {t('partnerOrder.requestReturn')}
        </Button>
      </div>
    </PartnerForm>
  );
}
