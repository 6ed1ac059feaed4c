import { bookletName, formatDateTime, type Locale, type VoucherListItem } from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

import { FavoriteStar } from './favorite-star.component';
import type { ReferenceData } from './use-reference-data';

interface VoucherTableProps {
  rows: readonly VoucherListItem[] | undefined;
  total: number | undefined;
  pageSize: number;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
  reference: ReferenceData;
  locale: Locale;
  isStaff: boolean;
}

/**
 * One page of the vouchers the filters find, in the api's order (category priority, then
 * company); the company's name opens the voucher.
 */
export function VoucherTable({
  rows,
  total,
  pageSize,
  isLoading,
  error,
  onRetry,
  reference,
  locale,
  isStaff,
}: VoucherTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<VoucherListItem>[] = [
    {
      id: 'company',
      header: t('fields.company'),
      cell: (row) => <Link to={`/dashboard/vouchers/${row.id}`}>{row.companyName}</Link>,
    },
    { id: 'city', header: t('voucherAdmin.city'), cell: (row) => row.city },
    { id: 'offer', header: t('fields.offerShort'), cell: (row) => row.offerShort },
    {
      id: 'state',
      header: t('fields.stateClass'),
      cell: (row) => reference.stateLabel(row.stateClass),
    },
    {
      id: 'category',
      header: t('fields.voucherCategory'),
      cell: (row) => reference.categoryName(row.voucherCategoryId),
    },
    {
      id: 'booklets',
      header: t('voucherAdmin.booklets'),
      // Named by the row itself: a company may not open every booklet its vouchers are in.
      cell: (row) => row.inBooklets.map(bookletName).join(', '),
    },
    ...(isStaff
      ? [
          {
            id: 'responsible',
            header: t('fields.responsibleUser'),
            cell: (row: VoucherListItem) => reference.userName(row.responsibleUserId),
          },
        ]
      : []),
    {
      id: 'updated',
      header: t('voucherAdmin.lastChange'),
      cell: (row) => formatDateTime(row.updatedAt, locale),
    },
    {
      id: 'favorite',
      header: t('fields.favorite'),
      cell: (row) => (
        <FavoriteStar voucherId={row.id} isFavorite={row.isFavorite} name={row.companyName} />
      ),
    },
  ];
  return (
    <DataTable<VoucherListItem>
      label={t('voucherAdmin.table')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowCount={total}
      pageSize={pageSize}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyMessage={t('voucherFilter.none')}
    />
  );
}
