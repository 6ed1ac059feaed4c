import { useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { useListCompaniesQuery } from './companies.api';
import { CompanyFilters } from './company-filters.component';
import { CompanyMailLog } from './company-mail-log.component';
import { CompanyMailCompose } from './company-mail-compose.component';
import { CompanyTable } from './company-table.component';
import { NewCompany } from './new-company.component';
import { companyListParams, useCompanyListUrl } from './use-company-list-url';

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
