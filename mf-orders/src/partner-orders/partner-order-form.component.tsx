import {
  formatMoney,
  PartnerOrderType,
  type Locale,
  type PartnerOrderBooklet,
} from '@gb/contracts';
import {
  Button,
  ErrorAlert,
  errorMessage,
  useTranslation,
  type TFunction,
} from '@gb/shell/platform';
import { NumberField, TextField, toast } from '@gb/shell/platform/kit';
import { PartnerForm } from './partner-form.styles';
import { useState } from 'react';

import {
  useCreatePartnerOrderMutation,
  useGetPartnerOrderBookletsQuery,
} from './partner-orders.api';

const newKey = () => crypto.randomUUID();

/** The terms a booklet is offered on: commission or purchase, and how many more may be ordered. */
function termsOf(booklet: PartnerOrderBooklet, t: TFunction) {
  const allowance =
    booklet.remainingAllowance === null
      ? t('partnerOrder.noLimit')
      : t('partnerOrder.allowanceLeft', { num: booklet.remainingAllowance });
  const note =
    booklet.type === PartnerOrderType.Commission
      ? t('partnerOrder.commissionNote')
      : t('partnerOrder.purchaseHint');
  return `${t(`partnerOrderTypes.${booklet.type}`)} · ${allowance}. ${note}`;
}

/**
 * A company's order form ('Booklet Bestellung'): a quantity per current booklet, each showing
 * whether it comes on commission or as a purchase and the allowance left, and a delivery note.
 * One Idempotency-Key per filled form, so a double click orders once.
 */
export function PartnerOrderForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { data: booklets = [], isLoading } = useGetPartnerOrderBookletsQuery();
  const [createOrder, creation] = useCreatePartnerOrderMutation();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [deliveryComment, setDeliveryComment] = useState('');
  const [key, setKey] = useState(newKey);
  const orderLines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([bookletId, quantity]) => ({ bookletId: Number(bookletId), quantity }));
  const submit = async () => {
    const answer = await createOrder({ orderLines, deliveryComment, key });
    if ('error' in answer) return;
    toast.success(t('order.success'));
    setQuantities({});
    setDeliveryComment('');
    setKey(newKey());
  };
  if (!isLoading && booklets.length === 0) return <p>{t('partnerOrder.nothingToOrder')}</p>;
  return (
    <PartnerForm
      aria-label={t('partnerOrder.orderFormTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {booklets.map((booklet) => (
        <NumberField
          key={booklet.id}
          label={t('partnerOrder.quantityOf', {
            booklet: `${booklet.regionName} ${booklet.year}`,
          })}
          description={`${termsOf(booklet, t)} ${t('partnerOrder.price', {
            price: formatMoney(booklet.internalUnitPrice, locale),
          })}`}
          minValue={0}
          maxValue={booklet.remainingAllowance ?? 100}
          value={quantities[booklet.id] ?? 0}
          isDisabled={booklet.remainingAllowance === 0}
          onChange={(quantity) =>
            setQuantities((current) => ({
              ...current,
              [booklet.id]: Number.isNaN(quantity) ? 0 : quantity,
            }))
          }
        />
      ))}
      <TextField
        label={t('fields.deliveryComment')}
        rows={2}
        value={deliveryComment}
        onChange={setDeliveryComment}
      />
      <ErrorAlert
        message={creation.error && (errorMessage(creation.error) ?? t('errors.generic'))}
      />
      <div>
        <Button type="submit" disabled={orderLines.length === 0 || creation.isLoading}>
          {t('partnerOrder.orderButton')}
        </Button>
      </div>
    </PartnerForm>
  );
}
