import { TitledPage } from '@gb/shell/platform';

/** /dashboard/vouchers/:voucherId */
export function VoucherDetailPage() {
  return <TitledPage titleKey="routes.voucherDetail" />;
}
