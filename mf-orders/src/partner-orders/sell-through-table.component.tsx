import { formatPercent, type Locale, type SellThroughRow } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

interface SellThroughTableProps {
  rows: readonly SellThroughRow[] | undefined;
  locale: Locale;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** Per point of sale and booklet: delivered, still held, returned, sold and the rate; sortable. */
export function SellThroughTable({ rows, locale, ...state }: SellThroughTableProps) {
  const { t } = useTranslation();
  const unknown = t('partnerOrder.notReported');
  const count = (value: number | null) => (value === null ? unknown : value);
  const columns: DataColumn<SellThroughRow>[] = [
    {
      id: 'company',
      header: t('partnerOrder.company'),
      cell: (row) => row.companyName,
      sortValue: (row) => row.companyName.toLowerCase(),
    },
    {
      id: 'booklet',
      header: t('fields.booklet'),
      cell: (row) => row.bookletName,
      sortValue: (row) => row.bookletName,
    },
    {
      id: 'delivered',
      header: t('partnerOrder.delivered'),
      cell: (row) => row.delivered,
      sortValue: (row) => row.delivered,
      numeric: true,
    },
    {
      id: 'held',
      header: t('partnerOrder.held'),
      cell: (row) => count(row.held),
      sortValue: (row) => row.held ?? -1,
      numeric: true,
    },
    {
      id: 'returned',
      header: t('partnerOrder.returned'),
      cell: (row) => row.returned,
      sortValue: (row) => row.returned,
      numeric: true,
    },
    {
      id: 'sold',
      header: t('partnerOrder.sold'),
      cell: (row) => count(row.sold),
      sortValue: (row) => row.sold ?? -1,
      numeric: true,
    },
    {
      id: 'rate',
      header: t('partnerOrder.rate'),
      cell: (row) =>
        row.sellThroughRate === null ? unknown : formatPercent(row.sellThroughRate, locale),
      sortValue: (row) => row.sellThroughRate ?? -1,
      numeric: true,
    },
  ];
  return (
    <DataTable
      label={t('partnerOrder.sellThrough')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.companyId}-${row.bookletId}`}
      {...state}
    />
  );
}
