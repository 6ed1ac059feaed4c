import { TitledPage } from '@gb/shell/platform';

/** /dashboard/regions/:regionId */
export function RegionDetailPage() {
  return <TitledPage titleKey="routes.regionDetail" />;
}
