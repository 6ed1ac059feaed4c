import { registerFormSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormSelectField, FormTextField } from '@gb/shell/platform/kit';
import { useMemo } from 'react';

import { useListCompaniesQuery } from '../companies/companies.api';
import { useRegisterUserMutation } from './users.api';

interface CreateUserFormProps {
  /** The company the user works for, fixed (a company's page); absent: chosen in the form. */
  companyId?: number;
  onCreated: (userId: number, name: string) => void;
  onCancel: () => void;
}

/** The company picker of a user without a fixed company: none, or one of the companies. */
function CompanyField() {
  const { t } = useTranslation();
  const { data: companies = [] } = useListCompaniesQuery({});
  return (
    <FormSelectField
      name="companyId"
      label={t('fields.company')}
      options={companies.map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}

/**
 * Creating a user; without a password the user logs in through mailed links only, with a company
 * it holds the Company role.
 */
export function CreateUserForm({ companyId, onCreated, onCancel }: CreateUserFormProps) {
  const { t } = useTranslation();
  const [registerUser] = useRegisterUserMutation();
  const values = useMemo(
    () => ({ email: '', firstname: '', lastname: '', password: '', companyId: companyId ?? null }),
    [companyId],
  );
  return (
    <FormCard
      title={t('userDialog.createUser')}
      schema={registerFormSchema}
      values={values}
      alwaysEditing
      resetAfterSave
      submitLabel={t('userDialog.createUser')}
      onCancel={onCancel}
      onSave={async (request) => {
        const user = await registerUser(request).unwrap();
        onCreated(user.id, `${request.firstname} ${request.lastname}`);
      }}
    >
      <FormTextField name="email" label={t('fields.email')} type="email" isRequired />
      <FormTextField name="firstname" label={t('fields.firstname')} isRequired />
      <FormTextField name="lastname" label={t('fields.lastname')} isRequired />
      <FormTextField
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        description={t('userDialog.loginViaHash')}
      />
      {companyId === undefined && <CompanyField />}
    </FormCard>
  );
}
