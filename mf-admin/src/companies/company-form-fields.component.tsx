import { useTranslation } from '@gb/shell/platform';
import {
  FormCheckboxField,
  FormMultiSelectField,
  FormSelectField,
  FormTextField,
  useGetResponsibleUsersQuery,
} from '@gb/shell/platform/kit';

import { useGetSellableBookletsQuery } from './companies.api';

/** Every field of a company: name, responsible user, the booklets it sells and its flags. */
export function CompanyFormFields() {
  const { t } = useTranslation();
  const { data: users = [] } = useGetResponsibleUsersQuery();
  const { data: booklets = [] } = useGetSellableBookletsQuery();
  return (
    <>
      <FormTextField name="name" label={t('fields.name')} isRequired autoComplete="organization" />
      <FormSelectField
        name="responsibleUserId"
        label={t('fields.responsibleUser')}
        options={users.map((user) => ({
          value: user.id,
          label: `${user.firstname} ${user.lastname}`.trim() || user.email,
        }))}
      />
      <FormMultiSelectField
        name="sellingBookletIds"
        label={t('fields.sellingBookletIds')}
        options={booklets.map((booklet) => ({
          value: booklet.id,
          label: `${booklet.regionName} ${booklet.year}`,
        }))}
      />
      <FormCheckboxField name="isPointOfSales" label={t('fields.isPointOfSales')} />
      <FormCheckboxField
        name="canOrderMoreInternalBooks"
        label={t('fields.canOrderMoreInternalBooks')}
      />
    </>
  );
}
