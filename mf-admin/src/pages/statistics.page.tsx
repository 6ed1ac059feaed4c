import { TitledPage } from '@gb/shell/platform';

/** /dashboard/statistics */
export function StatisticsPage() {
  return <TitledPage titleKey="routes.statistics" />;
}
