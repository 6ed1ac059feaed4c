import { pathTo } from '@gb/contracts';
import { companySchema } from '@gb/contracts/schemas';
import { TitledPage, useParams, useTranslation } from '@gb/shell/platform';
import { DetailColumns, FormCard, PageLayout } from '@gb/shell/platform/kit';

import { useGetCompanyQuery, useUpdateCompanyMutation } from './companies.api';
import { CompanyRedemptions } from '../redemptions/company-redemptions.component';
import { CompanyContractCard } from './company-contract-card.component';
import { CompanyFormFields } from './company-form-fields.component';
import { CompanyLocationCard } from './company-location-card.component';
import { CompanyUsersCard } from './company-users-card.component';
import { companyValues } from './company-values';
import { CompanyVouchersCard } from './company-vouchers-card.component';
import { DeleteCompany } from './delete-company.component';

/** /dashboard/companies/:companyId: the fields, location, contract, users and vouchers. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().companyId);
  const { data: company, isLoading, isError } = useGetCompanyQuery(id, { skip: !(id > 0) });
  const [updateCompany] = useUpdateCompanyMutation();
  if (!company) {
    return (
      <TitledPage titleKey="routes.companyDetail">
        <p role={isLoading ? 'status' : 'alert'}>
          {isLoading ? t('common.loading') : isError || !(id > 0) ? t('companyAdmin.notFound') : ''}
        </p>
      </TitledPage>
    );
  }
  return (
    <PageLayout
      title={company.name}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        { label: t('routes.companies'), to: pathTo('companies') },
        { label: company.name },
      ]}
    >
      <DetailColumns>
        <FormCard
          title={t('companyAdmin.details')}
          schema={companySchema}
          values={companyValues(company)}
          savedMessage={t('companyAdmin.saved')}
          onSave={(values) => updateCompany({ id: company.id, ...values }).unwrap()}
        >
          <CompanyFormFields />
        </FormCard>
        <CompanyContractCard company={company} />
      </DetailColumns>
      <CompanyLocationCard company={company} />
      <CompanyUsersCard company={company} />
      <CompanyVouchersCard companyId={company.id} />
      <CompanyRedemptions companyId={company.id} />
      <DeleteCompany company={company} />
    </PageLayout>
  );
}
