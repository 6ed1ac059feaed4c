import { newPasswordFormSchema } from '@gb/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../ui/form-card.component';
import { TextField } from '../ui/text-field.component';
import { useChangePasswordMutation } from './user-profile.api';
import { useFormErrors } from './use-form-errors';

/** New password with confirmation; the change button waits for a valid pair. */
export function PasswordTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ password: '', passwordConfirmation: '' });
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null);
  const [changePassword] = useChangePasswordMutation();
  const { valid, errors } = useFormErrors(newPasswordFormSchema, form);
  const touched = form.password !== '' || form.passwordConfirmation !== '';
  return (
    <FormCard
      title={t('auth.changePassword')}
      alwaysEditing
      valid={valid}
      error={
        outcome === 'failed' ? t('auth.invalidPassword') : touched ? errors.join(' ') : undefined
      }
      message={outcome === 'changed' ? t('auth.passwordChanged') : undefined}
      onSave={async () => {
        const result = await changePassword({ userId, password: form.password });
        setOutcome(result.error ? 'failed' : 'changed');
        if (!result.error) setForm({ password: '', passwordConfirmation: '' });
        return !result.error;
      }}
    >
      {() => (
        <>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
          <TextField
            label={t('fields.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            value={form.passwordConfirmation}
            onChange={(event) => setForm({ ...form, passwordConfirmation: event.target.value })}
          />
        </>
      )}
    </FormCard>
  );
}
