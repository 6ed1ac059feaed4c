import {
  formatMoney,
  PartnerOrderType,
  type BookletStatistics,
  type Locale,
  type Statistics,
} from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';

import { bookletName } from './statistics-figures';
import { StatisticsTable, type StatisticsColumn } from './statistics-table.component';
import { printedAndSoldColumns } from './statistics-tables.component';

const TYPES = [PartnerOrderType.Commission, PartnerOrderType.Purchase];

/** Every figure of every booklet: public orders, partner orders and returns by type, stock. */
export function StatisticsBookletsTable({
  statistics,
  locale,
}: {
  statistics: Statistics;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const typeName = (type: PartnerOrderType) => t(`partnerOrderTypes.${type}`);
  // Booklets taken, with the number of orders in brackets.
  const byType = (kind: 'partnerOrders' | 'returns'): StatisticsColumn<BookletStatistics>[] =>
    TYPES.map((type) => ({
      key: `${kind}-${type}`,
      header: t(`statistics.${kind}`, { type: typeName(type) }),
      cell: (booklet) => `${booklet[kind][type].booklets} (${booklet[kind][type].orders})`,
    }));
  return (
    <StatisticsTable
      caption={t('statistics.perBooklet')}
      rowHeader={t('statistics.booklet')}
      rows={statistics.booklets}
      rowKey={(booklet) => booklet.bookletId}
      rowName={bookletName}
      columns={[
        {
          key: 'orders',
          header: t('statistics.publicOrders'),
          cell: (booklet) => booklet.publicOrders.orders,
        },
        {
          key: 'booklets',
          header: t('statistics.publicBooklets'),
          cell: (booklet) => booklet.publicOrders.booklets,
        },
        {
          key: 'revenue',
          header: t('statistics.revenue'),
          cell: (booklet) => formatMoney(booklet.publicOrders.revenue, locale),
        },
        {
          key: 'vat',
          header: t('statistics.vat'),
          cell: (booklet) => formatMoney(booklet.publicOrders.vat, locale),
        },
        ...byType('partnerOrders'),
        ...byType('returns'),
        ...printedAndSoldColumns(t),
      ]}
    />
  );
}
