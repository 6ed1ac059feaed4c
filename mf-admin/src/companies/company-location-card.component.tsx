import type { Company } from '@gb/contracts';
import { companyLocationSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormMapPosition, FormTextField } from '@gb/shell/platform/kit';

import { useSetCompanyLocationMutation } from './companies.api';
import { locationValues } from './company-values';

/** Where the company is: its address (the outlets list shows the city) and its map position. */
export function CompanyLocationCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [setLocation] = useSetCompanyLocationMutation();
  return (
    <FormCard
      title={t('companyAdmin.location')}
      schema={companyLocationSchema}
      values={locationValues(company)}
      savedMessage={t('companyAdmin.saved')}
      onSave={(address) => setLocation({ id: company.id, address }).unwrap()}
    >
      <FormTextField name="company" label={t('fields.company')} autoComplete="organization" />
      <FormTextField name="street" label={t('fields.street')} autoComplete="address-line1" />
      <FormTextField
        name="addressAddition"
        label={t('fields.addressAddition')}
        autoComplete="address-line2"
      />
      <FormTextField name="zip" label={t('fields.zip')} autoComplete="postal-code" />
      <FormTextField name="city" label={t('fields.city')} autoComplete="address-level2" />
      <FormTextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
      <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
      <FormTextField name="homepage" label={t('fields.homepage')} type="url" autoComplete="url" />
      <FormMapPosition />
    </FormCard>
  );
}
