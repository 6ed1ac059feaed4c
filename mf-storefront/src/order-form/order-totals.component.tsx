import { styled, useTranslation } from '@gb/shell/platform';
import { formatMoney, type Locale } from '@gb/contracts';

interface OrderTotalsProps {
  postage: number;
  total: number;
  locale: Locale;
}

/** Postage for the selected quantity and the total, updated as the visitor picks. */
export function OrderTotals({ postage, total, locale }: OrderTotalsProps) {
  const { t } = useTranslation();
  return (
    <Totals>
      <dt>{t('order.postageLabel')}</dt>
      <dd data-testid="order-postage">{formatMoney(postage, locale)}</dd>
      <dt>{t('order.total')}</dt>
      <Total data-testid="order-total">{formatMoney(total, locale)}</Total>
    </Totals>
  );
}

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.m};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.dd`
  font-weight: bold;
`;
