import { formatMoney, type Locale, type Statistics } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';

import { partnerBooklets, returnedBooklets } from './statistics-figures';

/** The season's totals as cards: a figure with its name under it. */
export function StatisticsTotals({
  statistics,
  locale,
}: {
  statistics: Statistics;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { totals } = statistics;
  const cards: [string, string][] = [
    [t('statistics.publicOrders'), String(totals.publicOrders.orders)],
    [t('statistics.publicBooklets'), String(totals.publicOrders.booklets)],
    [t('statistics.revenue'), formatMoney(totals.publicOrders.revenue, locale)],
    [t('statistics.vat'), formatMoney(totals.publicOrders.vat, locale)],
    [t('statistics.partnerBooklets'), String(partnerBooklets(totals))],
    [t('statistics.returned'), String(returnedBooklets(totals))],
    [t('statistics.printed'), String(totals.printed)],
    [t('statistics.sold'), String(totals.sold)],
    [t('statistics.activations'), String(totals.activations)],
    [t('statistics.redemptions'), String(totals.redemptions)],
  ];
  return (
    <section aria-labelledby="statistics-totals">
      <h2 id="statistics-totals">{t('statistics.totals', { year: statistics.year })}</h2>
      <Cards>
        {cards.map(([name, value]) => (
          <Card key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Card>
        ))}
      </Cards>
    </section>
  );
}

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column-reverse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.m};
  padding: ${({ theme }) => theme.spacing.m};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.l};
    font-weight: 600;
  }
`;
