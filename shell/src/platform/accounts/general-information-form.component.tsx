import type { User } from '@gb/contracts';
import { updateUserSchema } from '@gb/contracts/schemas';
import { FormCard, FormSelectField } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';

import { useGetCompanyListQuery, useSetUserCompanyMutation } from './user-profile.api';

/** The company a user belongs to, chosen from every company by searching its name (Admin only). */
export function GeneralInformationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { data: companies = [] } = useGetCompanyListQuery();
  const [setCompany] = useSetUserCompanyMutation();
  return (
    <FormCard
      title={t('userDialog.generalInformation')}
      schema={updateUserSchema}
      values={{ companyId: user.companyId }}
      onSave={({ companyId }) => setCompany({ id: user.id, companyId }).unwrap()}
    >
      <FormSelectField<number>
        name="companyId"
        label={t('fields.company')}
        description={t('userDialog.noCompany')}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
      />
    </FormCard>
  );
}
