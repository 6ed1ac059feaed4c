import { formatDate, formatDecimal, type BookletSellThrough, type Locale } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

interface BookletOutlookTableProps {
  booklets: readonly BookletSellThrough[] | undefined;
  locale: Locale;
  isLoading: boolean;
}

/** Per booklet: printed, sold online and at points of sale, left, pace and when it runs out. */
export function BookletOutlookTable({ booklets, locale, isLoading }: BookletOutlookTableProps) {
  const { t } = useTranslation();
  const unknown = t('partnerOrder.unknown');
  const count = (
    key: 'qtyPrinted' | 'soldPublicly' | 'soldByPartners' | 'left',
    header: string,
  ) => ({
    id: key,
    header: t(header),
    cell: (row: BookletSellThrough) => row[key] ?? unknown,
    sortValue: (row: BookletSellThrough) => row[key] ?? -1,
    numeric: true,
  });
  const columns: DataColumn<BookletSellThrough>[] = [
    {
      id: 'booklet',
      header: t('fields.booklet'),
      cell: (row) => row.bookletName,
      sortValue: (row) => row.bookletName,
    },
    count('qtyPrinted', 'partnerOrder.printed'),
    count('soldPublicly', 'partnerOrder.soldPublicly'),
    count('soldByPartners', 'partnerOrder.soldByPartners'),
    count('left', 'partnerOrder.left'),
    {
      id: 'perDay',
      header: t('partnerOrder.perDay'),
      cell: (row) => formatDecimal(row.perDay, locale),
      sortValue: (row) => row.perDay,
      numeric: true,
    },
    {
      id: 'runOut',
      header: t('partnerOrder.runOut'),
      cell: (row) => (row.runOutDate ? formatDate(row.runOutDate, locale) : unknown),
      sortValue: (row) => row.runOutDate ?? '9999',
    },
  ];
  return (
    <DataTable
      label={t('partnerOrder.bookletOutlook')}
      columns={columns}
      rows={booklets}
      rowKey={(row) => row.bookletId}
      isLoading={isLoading}
    />
  );
}
