import { currentBookletYear } from '@gb/contracts';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';
import { PageLayout, SelectField, useUrlState } from '@gb/shell/platform/kit';
import { Suspense, type ReactNode } from 'react';

import { useGetStatisticsQuery } from './statistics.api';
import { StatisticsBookletsTable } from './statistics-booklets-table.component';
import {
  OrdersPerDayChart,
  PrintedVersusSoldChart,
  VouchersByStateChart,
} from './statistics-charts.lazy';
import {
  OrdersPerDayTable,
  PrintedVersusSoldTable,
  VoucherRedemptionsTable,
  WalletFiguresTable,
  VouchersByStateTable,
} from './statistics-tables.component';
import { StatisticsTotals } from './statistics-totals.component';

/** The years offered: the next booklet year back to five years before the current one. */
function yearsAround(current: number): number[] {
  return Array.from({ length: 7 }, (_, index) => current + 1 - index);
}

/**
 * /dashboard/statistics: a booklet year's season (the year in the URL, the current one by
 * default): its totals as cards, and three charts, each with its numbers in a table beside it.
 */
export function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const current = currentBookletYear(new Date());
  const [filters, setFilters] = useUrlState({ year: String(current) });
  const year = Number(filters.year) || current;
  const statistics = useGetStatisticsQuery(year);
  const data = statistics.currentData;
  const title = t('routes.statistics');
  const chartLabel = (key: 'vouchersByState' | 'ordersPerDay' | 'printedVsSold') =>
    t('statistics.chartLabel', { title: t(`statistics.${key}`) });
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      <YearPicker>
        <SelectField<number>
          label={t('statistics.year')}
          options={yearsAround(current).map((option) => ({
            value: option,
            label: String(option),
          }))}
          value={year}
          onChange={(picked) => picked !== null && setFilters({ year: String(picked) })}
        />
      </YearPicker>
      {statistics.isError && <p role="alert">{t('kit.loadFailed')}</p>}
      {!data && !statistics.isError && <p role="status">{t('statistics.loading')}</p>}
      {data && data.booklets.length === 0 && <p>{t('statistics.noBooklets', { year })}</p>}
      {data && data.booklets.length > 0 && (
        <>
          <StatisticsTotals statistics={data} locale={locale} />
          <ChartSection
            title={t('statistics.vouchersByState')}
            chart={
              <VouchersByStateChart
                statistics={data}
                locale={locale}
                label={chartLabel('vouchersByState')}
              />
            }
            table={<VouchersByStateTable statistics={data} locale={locale} />}
          />
          <ChartSection
            title={t('statistics.ordersPerDay')}
            chart={
              <OrdersPerDayChart
                statistics={data}
                locale={locale}
                label={chartLabel('ordersPerDay')}
              />
            }
            table={<OrdersPerDayTable statistics={data} locale={locale} />}
          />
          <ChartSection
            title={t('statistics.printedVsSold')}
            chart={
              <PrintedVersusSoldChart
                statistics={data}
                locale={locale}
                label={chartLabel('printedVsSold')}
              />
            }
            table={<PrintedVersusSoldTable statistics={data} locale={locale} />}
          />
          <Section aria-label={t('statistics.wallet')}>
            <h2>{t('statistics.wallet')}</h2>
            <Columns>
              <Scroll tabIndex={0} role="region" aria-label={t('statistics.walletPerBooklet')}>
                <WalletFiguresTable statistics={data} locale={locale} />
              </Scroll>
              <Scroll tabIndex={0} role="region" aria-label={t('statistics.redemptionsPerVoucher')}>
                <VoucherRedemptionsTable statistics={data} locale={locale} />
              </Scroll>
            </Columns>
          </Section>
          <Scroll tabIndex={0} role="region" aria-label={t('statistics.perBooklet')}>
            <StatisticsBookletsTable statistics={data} locale={locale} />
          </Scroll>
        </>
      )}
    </PageLayout>
  );
}

interface ChartSectionProps {
  title: string;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart and the table of its numbers beside it (below it on a narrow screen). */
function ChartSection({ title, chart, table }: ChartSectionProps) {
  const { t } = useTranslation();
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <Columns>
        <ChartBox>
          <Suspense fallback={<p role="status">{t('statistics.loading')}</p>}>{chart}</Suspense>
        </ChartBox>
        <Scroll tabIndex={0} role="region" aria-label={title}>
          {table}
        </Scroll>
      </Columns>
    </Section>
  );
}

const YearPicker = styled.div`
  max-width: 12rem;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.l};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const ChartBox = styled.div`
  position: relative;
  height: 20rem;
`;

const Scroll = styled.div`
  overflow-x: auto;
  max-height: 22rem;
`;
