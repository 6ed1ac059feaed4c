import type { RegisterRequest } from '@gb/contracts';
import { registerSchema } from '@gb/contracts/schemas';
import { errorMessage, FormCard, TextField, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

import { useRegisterUserMutation } from '../api/users.api';
const EMPTY = { email: '', firstname: '', lastname: '', password: '' };

/** Creating a user; without a password the user logs in through mailed links only. */
export function CreateUserForm({ onCreated }: { onCreated: (userId: number) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [registerUser, { error }] = useRegisterUserMutation();
  const request: RegisterRequest = { ...form, password: form.password || null, companyId: null };
  const check = registerSchema.safeParse(request);
  return (
    <FormCard
      title={t('userDialog.createUser')}
      alwaysEditing
      valid={check.success}
      error={error && (errorMessage(error) ?? t('errors.generic'))}
      onSave={async () => {
        const result = await registerUser(request);
        if (result.data) {
          setForm(EMPTY);
          onCreated(result.data.id);
        }
        return !result.error;
      }}
    >
      {() =>
        (['email', 'firstname', 'lastname', 'password'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            type={field === 'password' ? 'password' : 'text'}
            value={form[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          />
        ))
      }
    </FormCard>
  );
}
