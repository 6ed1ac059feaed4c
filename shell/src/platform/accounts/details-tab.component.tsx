import { LOCALES, type AddressRequest, type Locale, type User } from '@gb/contracts';
import { addressSchema, changeUsernameSchema } from '@gb/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { changeLocale } from '../i18n/i18n.instance';
import { FormCard } from '../ui/form-card.component';
import { TextField } from '../ui/text-field.component';
import { useSetUserLocaleMutation } from './accounts.api';
import { errorMessage } from './error-message';
import { useFormErrors } from './use-form-errors';
import { useChangeUsernameMutation, useSetUserAddressMutation } from './user-profile.api';

const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'street',
  'zip',
  'city',
  'phone',
  'email2',
] as const;

interface DetailsTabProps {
  user: User;
  isOwnUser: boolean;
}

/** Locale, username and address of a user. */
export function DetailsTab({ user, isOwnUser }: DetailsTabProps) {
  const { t } = useTranslation();
  const [setLocale] = useSetUserLocaleMutation();
  const [changeUsername, usernameState] = useChangeUsernameMutation();
  const [setAddress, addressState] = useSetUserAddressMutation();
  const [username, setUsername] = useState(user.email);
  const [address, setAddressForm] = useState<AddressRequest>(
    () =>
      Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, user.address[field] ?? '']),
      ) as unknown as AddressRequest,
  );
  const usernameCheck = useFormErrors(changeUsernameSchema, { userId: user.id, username });
  const addressCheck = useFormErrors(addressSchema, address);
  return (
    <Column>
      <label>
        {t('userDialog.locale')}{' '}
        <select
          aria-label={t('userDialog.locale')}
          value={user.preferredLocale}
          onChange={async (event) => {
            const preferredLocale = event.target.value as Locale;
            const result = await setLocale({ id: user.id, preferredLocale });
            if (!result.error && isOwnUser) await changeLocale(preferredLocale);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(locale === 'de-CH' ? 'locales.deCH' : 'locales.enUS')}
            </option>
          ))}
        </select>
      </label>
      <FormCard
        title={t('userDialog.username')}
        valid={usernameCheck.valid}
        error={errorMessage(usernameState.error)}
        onCancel={() => setUsername(user.email)}
        onSave={async () => !(await changeUsername({ userId: user.id, username })).error}
      >
        {(editing) => (
          <TextField
            label={t('fields.username')}
            value={username}
            readOnly={!editing}
            error={editing ? usernameCheck.errors[0] : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormCard>
      <FormCard
        title={t('userDialog.address')}
        valid={addressCheck.valid}
        error={errorMessage(addressState.error)}
        onSave={async () => !(await setAddress({ id: user.id, address })).error}
      >
        {(editing) =>
          ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`fields.${field}`)}
              value={address[field] ?? ''}
              readOnly={!editing}
              onChange={(event) => setAddressForm({ ...address, [field]: event.target.value })}
            />
          ))
        }
      </FormCard>
      {addressCheck.errors.length > 0 && <Hint>{addressCheck.errors.join(' ')}</Hint>}
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
