import {
  BookletState,
  formatMoney,
  type Locale,
  type Order,
  type OrderBooklet,
} from '@gb/contracts';
import { FormCard, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

import { useUpdateOrderLinesMutation } from './orders.api';

interface OrderLinesCardProps {
  order: Order;
  booklets: readonly OrderBooklet[];
  locale: Locale;
}

const bookletName = (booklets: readonly OrderBooklet[], id: number) => {
  const booklet = booklets.find((candidate) => candidate.id === id);
  return booklet ? `${booklet.regionName} ${booklet.year}` : `#${id}`;
};

/** The booklets of the order and how many; prices come from the booklets on save. */
export function OrderLinesCard({ order, booklets, locale }: OrderLinesCardProps) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderLinesMutation();
  const initial = () =>
    order.orderLines.map(({ bookletId, quantity }) => ({ bookletId, quantity }));
  const [lines, setLines] = useState(initial);
  const valid =
    lines.length > 0 &&
    lines.every(
      (line) => Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 100,
    );
  // Lines may still name an archived booklet; new lines only current ones.
  const addable = booklets.filter(
    (booklet) =>
      booklet.state !== BookletState.Archived &&
      !lines.some((line) => line.bookletId === booklet.id),
  );
  return (
    <FormCard
      title={t('orderAdmin.lines')}
      valid={valid}
      onCancel={() => setLines(initial())}
      onSave={() =>
        update({ id: order.id, lines })
          .unwrap()
          .then(() => true)
      }
    >
      {(editing) => (
        <>
          {lines.map((line) => {
            const stored = order.orderLines.find(
              (candidate) => candidate.bookletId === line.bookletId,
            );
            return (
              <div key={line.bookletId}>
                {bookletName(booklets, line.bookletId)}{' '}
                <input
                  type="number"
                  min={1}
                  max={100}
                  aria-label={`${t('fields.quantity')} ${bookletName(booklets, line.bookletId)}`}
                  readOnly={!editing}
                  value={line.quantity}
                  onChange={(event) =>
                    setLines(
                      lines.map((other) =>
                        other.bookletId === line.bookletId
                          ? { ...other, quantity: event.target.valueAsNumber }
                          : other,
                      ),
                    )
                  }
                />{' '}
                {stored && formatMoney(stored.price, locale)}
                {editing && (
                  <button
                    type="button"
                    onClick={() =>
                      setLines(lines.filter((other) => other.bookletId !== line.bookletId))
                    }
                  >
                    {t('orderAdmin.removeLine')}
                  </button>
                )}
              </div>
            );
          })}
          {editing && addable.length > 0 && (
            <select
              aria-label={t('orderAdmin.addLine')}
              value=""
              onChange={(event) =>
                setLines([...lines, { bookletId: Number(event.target.value), quantity: 1 }])
              }
            >
              <option value="">{t('orderAdmin.addLine')}</option>
              {addable.map((booklet) => (
                <option key={booklet.id} value={booklet.id}>
                  {bookletName(booklets, booklet.id)}
                </option>
              ))}
            </select>
          )}
        </>
      )}
    </FormCard>
  );
}
