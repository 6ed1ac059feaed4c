import { RemoteRoutes } from '@gb/shell/platform';

import { OrderListPage } from './pages/order-list.page';
import { PartnerOrderListPage } from './pages/partner-order-list.page';

/** A page for each route the route table gives this remote. */
const PAGES = {
  orders: OrderListPage,
  partnerOrders: PartnerOrderListPage,
};

/** The routes of this remote, with their full paths (the router sees the whole URL). */
export function OrdersRoutes() {
  return <RemoteRoutes remote="orders" pages={PAGES} />;
}
