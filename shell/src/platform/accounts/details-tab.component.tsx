import { LOCALES, type Locale, type User } from '@gb/contracts';
import { addressSchema, changeUsernameSchema } from '@gb/contracts/schemas';
import { FormCard, FormTextField, SelectField } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { changeLocale } from '../i18n/i18n.instance';
import { useSetUserLocaleMutation } from './accounts.api';
import { useChangeUsernameMutation, useSetUserAddressMutation } from './user-profile.api';

/** The profile address fields, in the order of spec section 3; the names are required. */
const ADDRESS_FIELDS = [
  { name: 'salutation', required: false },
  { name: 'company', required: false },
  { name: 'firstname', required: true },
  { name: 'lastname', required: true },
  { name: 'street', required: false },
  { name: 'addressAddition', required: false },
  { name: 'zip', required: false },
  { name: 'city', required: false },
  { name: 'email', required: false, type: 'email' },
  { name: 'email2', required: false, type: 'email' },
  { name: 'phone', required: false, type: 'tel' },
  { name: 'homepage', required: false, type: 'url' },
] as const;

interface DetailsTabProps {
  user: User;
  isOwnUser: boolean;
}

/** Locale, username and address of a user. */
export function DetailsTab({ user, isOwnUser }: DetailsTabProps) {
  const { t } = useTranslation();
  const [setLocale] = useSetUserLocaleMutation();
  const [changeUsername] = useChangeUsernameMutation();
  const [setAddress] = useSetUserAddressMutation();
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map(({ name }) => [name, user.address[name] ?? '']),
  ) as Record<(typeof ADDRESS_FIELDS)[number]['name'], string>;
  return (
    <Column>
      <SelectField<Locale>
        label={t('userDialog.locale')}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: t(locale === 'de-CH' ? 'locales.deCH' : 'locales.enUS'),
        }))}
        value={user.preferredLocale}
        onChange={async (preferredLocale) => {
          if (!preferredLocale || preferredLocale === user.preferredLocale) return;
          const result = await setLocale({ id: user.id, preferredLocale });
          if (!result.error && isOwnUser) await changeLocale(preferredLocale);
        }}
      />
      <FormCard
        title={t('userDialog.username')}
        schema={changeUsernameSchema}
        values={{ userId: user.id, username: user.email }}
        onSave={(values) => changeUsername(values).unwrap()}
      >
        <FormTextField
          name="username"
          label={t('fields.username')}
          type="email"
          autoComplete="username"
          isRequired
        />
      </FormCard>
      <FormCard
        title={t('userDialog.address')}
        schema={addressSchema}
        values={address}
        onSave={(values) => setAddress({ id: user.id, address: values }).unwrap()}
      >
        {ADDRESS_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            name={field.name}
            label={t(`fields.${field.name}`)}
            type={'type' in field ? field.type : 'text'}
            isRequired={field.required}
          />
        ))}
      </FormCard>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;
