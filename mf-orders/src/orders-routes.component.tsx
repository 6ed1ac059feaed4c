import { Route, Routes, TitledPage } from '@gb/shell/platform';

import { OrderListPage } from './pages/order-list.page';
import { PartnerOrderListPage } from './pages/partner-order-list.page';

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function OrdersRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/orders" element={<OrderListPage />} />
      <Route path="/dashboard/partner-orders" element={<PartnerOrderListPage />} />
      <Route path="*" element={<TitledPage titleKey="routes.notFound" />} />
    </Routes>
  );
}
