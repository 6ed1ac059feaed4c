import { TitledPage } from '@gb/shell/platform';

/** /dashboard/companies/:companyId */
export function CompanyDetailPage() {
  return <TitledPage titleKey="routes.companyDetail" />;
}
