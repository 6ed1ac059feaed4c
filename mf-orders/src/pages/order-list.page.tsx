import { TitledPage } from '@gb/shell/platform';

/** /dashboard/orders */
export function OrderListPage() {
  return <TitledPage titleKey="routes.orders" />;
}
