import { formatDateTime, type CompanyInventoryEntry, type Locale } from '@gb/contracts';
import { useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

interface InventoryHistoryTableProps {
  entries: readonly CompanyInventoryEntry[] | undefined;
  locale: Locale;
  companyNameOf: (companyId: number) => string;
  bookletNameOf: (bookletId: number) => string;
  isLoading: boolean;
}

/** Every stock report of the companies, newest first: who holds how many of which booklet. */
export function InventoryHistoryTable(props: InventoryHistoryTableProps) {
  const { t } = useTranslation();
  const { entries, locale, companyNameOf, bookletNameOf, isLoading } = props;
  const columns: DataColumn<CompanyInventoryEntry>[] = [
    {
      id: 'reported',
      header: t('partnerOrder.date'),
      cell: (entry) => formatDateTime(entry.reportedDate, locale),
      sortValue: (entry) => entry.reportedDate,
    },
    {
      id: 'company',
      header: t('partnerOrder.company'),
      cell: (entry) => companyNameOf(entry.companyId),
      sortValue: (entry) => companyNameOf(entry.companyId).toLowerCase(),
    },
    {
      id: 'booklet',
      header: t('fields.booklet'),
      cell: (entry) => bookletNameOf(entry.bookletId),
      sortValue: (entry) => bookletNameOf(entry.bookletId),
    },
    {
      id: 'held',
      header: t('partnerOrder.held'),
      cell: (entry) => entry.quantity,
      sortValue: (entry) => entry.quantity,
      numeric: true,
    },
  ];
  return (
    <DataTable
      label={t('partnerOrder.inventoryHistory')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      isLoading={isLoading}
    />
  );
}
