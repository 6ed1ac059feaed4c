import { TitledPage } from '@gb/shell/platform';

/** /dashboard/partner-orders */
export function PartnerOrderListPage() {
  return <TitledPage titleKey="routes.partnerOrders" />;
}
