import type { StockOverview } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

type Quantity = Exclude<
  keyof StockOverview,
  'companyId' | 'companyName' | 'bookletId' | 'bookletName'
>;

const QUANTITIES: [Quantity, string][] = [
  ['quantityOrdered', 'partnerOrder.ordered'],
  ['quantityDelivered', 'partnerOrder.delivered'],
  ['quantityBilled', 'partnerOrder.billed'],
  ['quantityReturnRequested', 'partnerOrder.returnRequested'],
  ['quantityReturned', 'partnerOrder.returned'],
];

interface StockTableProps {
  rows: readonly StockOverview[] | undefined;
  showCompany: boolean;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** Ordered, delivered, billed, return requested and returned per company and booklet. */
export function StockTable({ rows, showCompany, isLoading, error, onRetry }: StockTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<StockOverview>[] = [
    ...(showCompany
      ? [
          {
            id: 'company',
            header: t('partnerOrder.company'),
            cell: (row: StockOverview) => row.companyName,
            sortValue: (row: StockOverview) => row.companyName.toLowerCase(),
          },
        ]
      : []),
    {
      id: 'booklet',
      header: t('fields.booklet'),
      cell: (row) => row.bookletName,
      sortValue: (row) => row.bookletName,
    },
    ...QUANTITIES.map(([key, header]) => ({
      id: key,
      header: t(header),
      cell: (row: StockOverview) => row[key],
      sortValue: (row: StockOverview) => row[key],
      numeric: true,
    })),
  ];
  return (
    <DataTable
      label={t('partnerOrder.stock')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.companyId}-${row.bookletId}`}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
