import { TitledPage } from '@gb/shell/platform';

/** /dashboard/regions */
export function RegionListPage() {
  return <TitledPage titleKey="routes.regions" />;
}
