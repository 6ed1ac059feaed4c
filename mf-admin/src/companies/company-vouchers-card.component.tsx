import { pathTo, type VoucherListItem } from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading, type DataColumn, DataTable } from '@gb/shell/platform/kit';

import { useGetCompanyVouchersQuery } from './companies.api';

/** The company's vouchers, each a link to its page in the vouchers section. */
export function CompanyVouchersCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const vouchers = useGetCompanyVouchersQuery(companyId);
  const columns: DataColumn<VoucherListItem>[] = [
    {
      id: 'offer',
      header: t('companyAdmin.offer'),
      cell: (voucher) => (
        <Link to={pathTo('voucherDetail', { voucherId: voucher.id })}>{voucher.offerShort}</Link>
      ),
      sortValue: (voucher) => voucher.offerShort,
    },
    {
      id: 'state',
      header: t('companyAdmin.state'),
      cell: (voucher) => t(`voucherStates.${voucher.stateClass}`),
      sortValue: (voucher) => voucher.stateClass,
    },
  ];
  return (
    <Card aria-labelledby="company-vouchers-title">
      <CardHeading id="company-vouchers-title">{t('companyAdmin.vouchers')}</CardHeading>
      <DataTable
        label={t('companyAdmin.vouchers')}
        columns={columns}
        rows={vouchers.data?.items}
        rowKey={(voucher) => voucher.id}
        isLoading={vouchers.isLoading}
        error={vouchers.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void vouchers.refetch()}
        emptyMessage={t('companyAdmin.noVouchers')}
      />
    </Card>
  );
}
