import { registerFormSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormTextField } from '@gb/shell/platform/kit';

import { useRegisterUserMutation } from '../api/users.api';

const EMPTY = { email: '', firstname: '', lastname: '', password: '', companyId: null };

interface CreateUserFormProps {
  onCreated: (userId: number) => void;
  onCancel: () => void;
}

/** Creating a user; without a password the user logs in through mailed links only. */
export function CreateUserForm({ onCreated, onCancel }: CreateUserFormProps) {
  const { t } = useTranslation();
  const [registerUser] = useRegisterUserMutation();
  return (
    <FormCard
      title={t('userDialog.createUser')}
      schema={registerFormSchema}
      values={EMPTY}
      alwaysEditing
      resetAfterSave
      submitLabel={t('userDialog.createUser')}
      onCancel={onCancel}
      onSave={async (request) => onCreated((await registerUser(request).unwrap()).id)}
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
    </FormCard>
  );
}
