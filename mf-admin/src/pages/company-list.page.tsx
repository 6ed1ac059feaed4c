import { useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { useListCompaniesQuery } from '../companies/companies.api';
import { CompanyFilters } from '../companies/company-filters.component';
import { CompanyMailLog } from '../companies/company-mail-log.component';
import { CompanyMailCompose } from '../companies/company-mail-compose.component';
import { CompanyTable } from '../companies/company-table.component';
import { NewCompany } from '../companies/new-company.component';
import { companyListParams, useCompanyListUrl } from '../companies/use-company-list-url';

/** /dashboard/companies: the companies by name, filters in the URL, new company, mails to all. */
export function CompanyListPage() {
  const { t } = useTranslation();
  const [filters] = useCompanyListUrl();
  const companies = useListCompaniesQuery(companyListParams(filters));
  const title = t('routes.companies');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
      toolbar={
        <>
          <NewCompany />
          <CompanyMailCompose />
        </>
      }
    >
      <CompanyFilters />
      <CompanyTable
        companies={companies.data}
        isLoading={companies.isFetching && !companies.data}
        error={companies.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void companies.refetch()}
      />
      <CompanyMailLog />
    </PageLayout>
  );
}
