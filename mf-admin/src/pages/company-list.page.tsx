import { TitledPage } from '@gb/shell/platform';

/** /dashboard/companies */
export function CompanyListPage() {
  return <TitledPage titleKey="routes.companies" />;
}
