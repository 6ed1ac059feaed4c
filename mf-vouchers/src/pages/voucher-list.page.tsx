import { TitledPage } from '@gb/shell/platform';

/** /dashboard/vouchers */
export function VoucherListPage() {
  return <TitledPage titleKey="routes.vouchers" />;
}
