import { Route, Routes, TitledPage } from '@gb/shell/platform';

import { VoucherDetailPage } from './pages/voucher-detail.page';
import { VoucherListPage } from './pages/voucher-list.page';

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function VouchersRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/vouchers" element={<VoucherListPage />} />
      <Route path="/dashboard/vouchers/:voucherId" element={<VoucherDetailPage />} />
      <Route path="*" element={<TitledPage titleKey="routes.notFound" />} />
    </Routes>
  );
}
