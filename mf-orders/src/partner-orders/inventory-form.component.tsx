import type { StockOverview } from '@gb/contracts';
import { Button, ErrorAlert, errorMessage, useTranslation } from '@gb/shell/platform';
import { NumberField, SelectField, toast } from '@gb/shell/platform/kit';
import { PartnerForm } from './partner-form.styles';
import { useState } from 'react';

import { useReportInventoryMutation } from './partner-orders.api';

/** A company reports how many of a delivered booklet it still holds. */
export function InventoryForm({ stock }: { stock: readonly StockOverview[] }) {
  const { t } = useTranslation();
  const [report, reporting] = useReportInventoryMutation();
  const delivered = stock.filter((row) => row.quantityDelivered > 0);
  const [bookletId, setBookletId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(0);
  const chosen = delivered.find((row) => row.bookletId === bookletId) ?? delivered[0];
  if (!chosen) return null;
  const submit = async () => {
    const answer = await report({ bookletId: chosen.bookletId, quantity });
    if ('error' in answer) return;
    toast.success(t('partnerOrder.inventoryReported'));
  };
  return (
    <PartnerForm
      aria-label={t('partnerOrder.inventory')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SelectField<number>
        label={t('fields.booklet')}
        options={delivered.map((row) => ({ value: row.bookletId, label: row.bookletName }))}
        value={chosen.bookletId}
        onChange={setBookletId}
      />
      <NumberField
        label={t('partnerOrder.inventoryQuantity')}
        minValue={0}
        value={quantity}
        onChange={(value) => setQuantity(Number.isNaN(value) ? 0 : value)}
      />
      <ErrorAlert
        message={reporting.error && (errorMessage(reporting.error) ?? t('errors.generic'))}
      />
      <div>
        <Button type="submit" disabled={reporting.isLoading}>
          {t('partnerOrder.reportButton')}
        </Button>
      </div>
    </PartnerForm>
  );
}
