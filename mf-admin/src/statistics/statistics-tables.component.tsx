import {
  formatDate,
  type BookletStatistics,
  type Locale,
  type OrdersOnDay,
  type Statistics,
  type VoucherRedemptions,
} from '@gb/contracts';
import { useTranslation, type TFunction } from '@gb/shell/platform';

import { bookletName, statesOf } from './statistics-figures';
import { StatisticsTable, type StatisticsColumn } from './statistics-table.component';

interface TablesProps {
  statistics: Statistics;
  locale: Locale;
}

const bookletId = (booklet: BookletStatistics) => booklet.bookletId;

/** The numbers of the vouchers-by-state chart: a booklet per row, a state per column. */
export function VouchersByStateTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  return (
    <StatisticsTable<BookletStatistics>
      caption={t('statistics.vouchersByState')}
      rowHeader={t('statistics.booklet')}
      rows={statistics.booklets}
      rowKey={bookletId}
      rowName={bookletName}
      columns={statesOf(statistics).map((state) => ({
        key: state,
        header: t(`voucherStates.${state}`),
        cell: (booklet) => booklet.vouchersByState[state] ?? 0,
      }))}
    />
  );
}

/** The numbers of the orders-per-day chart. */
export function OrdersPerDayTable({ statistics, locale }: TablesProps) {
  const { t } = useTranslation();
  if (statistics.ordersPerDay.length === 0) return <p>{t('statistics.noOrders')}</p>;
  return (
    <StatisticsTable<OrdersOnDay>
      caption={t('statistics.ordersPerDay')}
      rowHeader={t('statistics.date')}
      rows={statistics.ordersPerDay}
      rowKey={(day) => day.date}
      rowName={(day) => formatDate(day.date, locale)}
      columns={[
        { key: 'orders', header: t('statistics.orders'), cell: (day) => day.orders },
        { key: 'booklets', header: t('statistics.booklets'), cell: (day) => day.booklets },
      ]}
    />
  );
}

/** The numbers of the printed-versus-sold chart. */
export function PrintedVersusSoldTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  return (
    <StatisticsTable
      caption={t('statistics.printedVsSold')}
      rowHeader={t('statistics.booklet')}
      rows={statistics.booklets}
      rowKey={bookletId}
      rowName={bookletName}
      columns={printedAndSoldColumns(t)}
    />
  );
}

/** Printed (or unknown) and sold booklets, as both the chart's table and the full table show them. */
export const printedAndSoldColumns = (t: TFunction): StatisticsColumn<BookletStatistics>[] => [
  {
    key: 'printed',
    header: t('statistics.printed'),
    cell: (booklet) => booklet.printed ?? t('statistics.unknown'),
  },
  { key: 'sold', header: t('statistics.sold'), cell: (booklet) => booklet.sold },
];

/** Copies activated into wallets and vouchers redeemed in them, per booklet. */
export function WalletFiguresTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  return (
    <StatisticsTable<BookletStatistics>
      caption={t('statistics.walletPerBooklet')}
      rowHeader={t('statistics.booklet')}
      rows={statistics.booklets}
      rowKey={bookletId}
      rowName={bookletName}
      columns={[
        {
          key: 'activations',
          header: t('statistics.activations'),
          cell: (booklet) => booklet.activations,
        },
        {
          key: 'redemptions',
          header: t('statistics.redemptions'),
          cell: (booklet) => booklet.redemptions,
        },
      ]}
    />
  );
}

/** Each redeemed voucher's redemptions, per booklet, the most redeemed first. */
export function VoucherRedemptionsTable({ statistics }: TablesProps) {
  const { t } = useTranslation();
  if (statistics.voucherRedemptions.length === 0) return <p>{t('statistics.noRedemptions')}</p>;
  const names = new Map(statistics.booklets.map((booklet) => [booklet.bookletId, booklet]));
  return (
    <StatisticsTable<VoucherRedemptions>
      caption={t('statistics.redemptionsPerVoucher')}
      rowHeader={t('statistics.voucher')}
      rows={statistics.voucherRedemptions}
      rowKey={(row) => `${row.bookletId}-${row.voucherId}`}
      rowName={(row) => `${row.companyName}: ${row.offerShort}`}
      columns={[
        {
          key: 'booklet',
          header: t('statistics.booklet'),
          cell: (row) => {
            const booklet = names.get(row.bookletId);
            return booklet ? bookletName(booklet) : '';
          },
        },
        {
          key: 'redemptions',
          header: t('statistics.redemptions'),
          cell: (row) => row.redemptions,
        },
      ]}
    />
  );
}
