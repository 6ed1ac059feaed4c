import { SWISS_VAT_RATES } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
  useGetResponsibleUsersQuery,
} from '@gb/shell/platform/kit';

import { useGetBookletRegionsQuery } from './booklets.api';

/** Every field of a booklet but its state (which changes on its own, with a confirmation). */
export function BookletFormFields() {
  const { t } = useTranslation();
  const { data: regions = [] } = useGetBookletRegionsQuery();
  const { data: users = [] } = useGetResponsibleUsersQuery();
  const code = (name: string) => <FormTextField name={name} label={t(`fields.${name}`)} />;
  return (
    <>
      <FormSelectField
        name="regionId"
        label={t('fields.region')}
        isRequired
        options={regions.map((region) => ({ value: region.id, label: region.name }))}
      />
      <FormNumberField
        name="year"
        label={t('fields.year')}
        isRequired
        minValue={2000}
        maxValue={2100}
      />
      <FormNumberField name="unitPrice" label={t('fields.unitPrice')} isRequired currency="CHF" />
      <FormNumberField
        name="internalUnitPrice"
        label={t('fields.internalUnitPrice')}
        isRequired
        currency="CHF"
      />
      <FormSelectField
        name="vatPercent"
        label={t('fields.vatPercent')}
        isRequired
        options={SWISS_VAT_RATES.map((rate) => ({ value: rate, label: `${rate} %` }))}
      />
      <FormDateField name="preOrderFromDate" label={t('fields.preOrderFromDate')} />
      <FormDateField name="orderFromDate" label={t('fields.orderFromDate')} />
      <FormDateField name="shippingDate" label={t('fields.shippingDate')} />
      <FormNumberField name="qtyPrinted" label={t('fields.qtyPrinted')} minValue={0} />
      <FormNumberField
        name="maxInternalOrders"
        label={t('fields.maxInternalOrders')}
        minValue={0}
      />
      {code('abacusProductId')}
      {code('internalAbacusProductId')}
      {code('costCentre1Income')}
      {code('internalCostCentre1Income')}
      <FormSelectField
        name="responsibleUserId"
        label={t('fields.responsibleUser')}
        options={users.map((user) => ({
          value: user.id,
          label: `${user.firstname} ${user.lastname}`.trim() || user.email,
        }))}
      />
      <FormTextField
        name="informationForNextYear"
        label={t('fields.informationForNextYear')}
        rows={4}
      />
    </>
  );
}
