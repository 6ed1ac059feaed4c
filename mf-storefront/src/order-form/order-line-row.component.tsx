import { styled, useTranslation } from '@gb/shell/platform';
import { formatMoney, type Locale, type PublicBooklet } from '@gb/contracts';

import type { PricedFormLine } from './order-form-state';

interface OrderLineRowProps {
  booklet: PublicBooklet;
  line: PricedFormLine;
  locale: Locale;
  onSelect: (isSelected: boolean) => void;
  onQuantity: (quantity: number) => void;
}

/** One orderable booklet: tick it, choose how many, see its price. */
export function OrderLineRow({ booklet, line, locale, onSelect, onQuantity }: OrderLineRowProps) {
  const { t } = useTranslation();
  const name = `${booklet.regionName} ${booklet.year}`;
  return (
    <Row data-booklet-id={booklet.id}>
      <Pick>
        <input
          type="checkbox"
          checked={line.isSelected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('order.selectBooklet', { booklet: name })}
        />
        <span>{name}</span>
      </Pick>
      <Quantity
        type="number"
        min={0}
        max={100}
        step={1}
        value={line.quantity}
        disabled={!line.isSelected}
        onChange={(event) => onQuantity(event.target.valueAsNumber)}
        aria-label={`${t('fields.quantity')} ${name}`}
      />
      <Money>
        {t('order.unitPrice')} {formatMoney(line.unitPrice, locale)}
      </Money>
      <Money data-testid="line-price">{formatMoney(line.price, locale)}</Money>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 5rem;
  gap: ${({ theme }) => theme.spacing.s};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.s} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 5rem 10rem 8rem;
  }
`;

const Pick = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.s};
  align-items: center;
`;

const Quantity = styled.input`
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  font: inherit;
`;

const Money = styled.span`
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
`;
