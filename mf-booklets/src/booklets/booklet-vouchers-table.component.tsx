import { pathTo, type BookletVoucher } from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading, type DataColumn, DataTable } from '@gb/shell/platform/kit';

import { useGetBookletVouchersQuery } from './booklets.api';
import { VOUCHER_STATE_SEQUENCE } from './voucher-state-bar.component';

/** The booklet's vouchers, each opening its voucher page (the vouchers section of the portal). */
export function BookletVouchersTable({ bookletId }: { bookletId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetBookletVouchersQuery(bookletId);
  const columns: DataColumn<BookletVoucher>[] = [
    {
      id: 'company',
      header: t('bookletAdmin.company'),
      cell: (voucher) => (
        <Link to={pathTo('voucherDetail', { voucherId: voucher.id })}>{voucher.companyName}</Link>
      ),
      sortValue: (voucher) => voucher.companyName,
    },
    {
      id: 'offer',
      header: t('bookletAdmin.offer'),
      cell: (voucher) => voucher.offerShort,
      sortValue: (voucher) => voucher.offerShort,
    },
    {
      id: 'stateClass',
      header: t('fields.voucherState'),
      cell: (voucher) => t(`voucherStates.${voucher.stateClass}`),
      sortValue: (voucher) => VOUCHER_STATE_SEQUENCE.indexOf(voucher.stateClass),
    },
    {
      id: 'copied',
      header: t('bookletAdmin.copied'),
      cell: (voucher) => (voucher.copiedFromVoucherId === null ? '–' : t('common.yes')),
    },
  ];
  return (
    <Card aria-labelledby="booklet-vouchers-title">
      <CardHeading id="booklet-vouchers-title">{t('bookletAdmin.bookletVouchers')}</CardHeading>
      <DataTable
        label={t('bookletAdmin.bookletVouchers')}
        columns={columns}
        rows={data}
        rowKey={(voucher) => voucher.id}
        isLoading={isLoading}
        error={isError ? t('errors.generic') : undefined}
        onRetry={() => void refetch()}
        emptyMessage={t('bookletAdmin.noVouchers')}
        pageSize={25}
      />
    </Card>
  );
}
