import { newPasswordFormSchema } from '@gb/contracts/schemas';
import { FormCard, FormTextField } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';

import { useChangePasswordMutation } from './user-profile.api';

const EMPTY = { password: '', passwordConfirmation: '' };

/**
 * New password with confirmation, both checked as they are typed; a change the api answers
 * with failure reads 'Ungültiges Passwort', a done one 'Passwort wurde erfolgreich geändert',
 * any other refusal the api's message.
 */
export function PasswordTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  return (
    <FormCard
      title={t('auth.changePassword')}
      schema={newPasswordFormSchema}
      values={EMPTY}
      alwaysEditing
      resetAfterSave
      savedMessage={t('auth.passwordChanged')}
      onSave={async ({ password }) => {
        // A refused call shows the api's message; an answer of failure, the wrong password.
        const answer = await changePassword({ userId, password }).unwrap();
        if (!answer.success) throw { data: { message: t('auth.invalidPassword') } };
      }}
    >
      <FormTextField
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        name="passwordConfirmation"
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </FormCard>
  );
}
