import { formatMoney, type Order, type OrderBooklet } from '@gb/contracts';
import { MAX_QUANTITY_PER_LINE } from '@gb/contracts/schemas';
import { asLocale, Button, styled, useTranslation } from '@gb/shell/platform';
import {
  FormNumberField,
  SelectField,
  useCardEditing,
  useFieldArray,
} from '@gb/shell/platform/kit';

interface OrderLineFieldsProps {
  order: Order;
  booklets: readonly OrderBooklet[];
  /** The booklets a new line may name. */
  addable: readonly OrderBooklet[];
}

type Line = { id: string; bookletId: number; quantity: number };

/** Each line's quantity, its stored price, removing a line and adding a booklet. */
export function OrderLineFields({ order, booklets, addable }: OrderLineFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const editing = useCardEditing();
  const { fields, append, remove } = useFieldArray({ name: 'lines' });
  const lines = fields as Line[];
  const nameOf = (id: number) => {
    const booklet = booklets.find((candidate) => candidate.id === id);
    return booklet ? `${booklet.regionName} ${booklet.year}` : `#${id}`;
  };
  const choices = addable
    .filter((booklet) => !lines.some((line) => line.bookletId === booklet.id))
    .map((booklet) => ({ value: booklet.id, label: nameOf(booklet.id) }));
  return (
    <Lines>
      {lines.map((line, index) => {
        const stored = order.orderLines.find((other) => other.bookletId === line.bookletId);
        return (
          <Line key={line.id}>
            <FormNumberField
              name={`lines.${index}.quantity`}
              label={`${t('fields.quantity')} ${nameOf(line.bookletId)}`}
              minValue={1}
              maxValue={MAX_QUANTITY_PER_LINE}
              isRequired
              description={stored ? formatMoney(stored.price, locale) : undefined}
            />
            {editing && lines.length > 1 && (
              <Button
                type="button"
                $variant="plain"
                aria-label={t('kit.remove', { label: nameOf(line.bookletId) })}
                onClick={() => remove(index)}
              >
                {t('orderAdmin.removeLine')}
              </Button>
            )}
          </Line>
        );
      })}
      {editing && choices.length > 0 && (
        <SelectField
          label={t('orderAdmin.addLine')}
          options={choices}
          value={null}
          onChange={(bookletId) => bookletId !== null && append({ bookletId, quantity: 1 })}
        />
      )}
    </Lines>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  grid-column: 1 / -1;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.s};

  > :first-child {
    flex: 1 1 12rem;
  }
`;
