import { RemoteRoutes } from '@gb/shell/platform';

import { VoucherDetailPage } from './pages/voucher-detail.page';
import { VoucherListPage } from './pages/voucher-list.page';

/** A page for each route the route table gives this remote. */
const PAGES = {
  vouchers: VoucherListPage,
  voucherDetail: VoucherDetailPage,
};

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function VouchersRoutes() {
  return <RemoteRoutes remote="vouchers" pages={PAGES} />;
}
