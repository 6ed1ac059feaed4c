import type { Company } from '@gb/contracts';
import { companyLocationSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { addressFieldValues, FormAddressFields, FormCard } from '@gb/shell/platform/kit';

import { useSetCompanyLocationMutation } from './companies.api';

/** Where the company is: its address (the outlets list shows the city) and its map position. */
export function CompanyLocationCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [setLocation] = useSetCompanyLocationMutation();
  return (
    <FormCard
      title={t('companyAdmin.location')}
      schema={companyLocationSchema}
      values={addressFieldValues(company.locationAddress)}
      savedMessage={t('companyAdmin.saved')}
      onSave={(address) => setLocation({ id: company.id, address }).unwrap()}
    >
      <FormAddressFields />
    </FormCard>
  );
}
