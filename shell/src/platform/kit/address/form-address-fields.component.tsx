import type { Address, LocatedAddressRequest } from '@gb/contracts';
import { useTranslation } from 'react-i18next';

import { FormTextField } from '../form/form-fields';
import { FormMapPosition } from '../map/form-map-position.component';

/**
 * The address of a place (a voucher's company, a company's location) inside a form card on the
 * contracts' `voucherAddressSchema`: company, street, addition, zip, city, phone, email and
 * homepage with the browser's autofill names, then its position on the map.
 */
export function FormAddressFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** What `FormAddressFields` edits of a stored address. */
export function addressFieldValues(address: Address): LocatedAddressRequest {
  return {
    company: address.company,
    street: address.street,
    addressAddition: address.addressAddition,
    zip: address.zip,
    city: address.city,
    phone: address.phone,
    email: address.email,
    homepage: address.homepage,
    lon: address.lon,
    lat: address.lat,
  };
}
