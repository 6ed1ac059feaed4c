import type { Voucher, VoucherAddressRequest } from '@gb/contracts';
import { voucherAddressSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import {
  FormCard,
  FormMapPosition,
  FormTextField,
  type CardEditingState,
} from '@gb/shell/platform/kit';

import { useUpdateVoucherAddressMutation } from '../api/vouchers.api';

interface VoucherAddressCardProps {
  voucher: Voucher;
  onEditingChange: (state: CardEditingState) => void;
}

function addressValues({ address }: Voucher): VoucherAddressRequest {
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

/** Where the company is: the address fields and its position on the map. */
export function VoucherAddressCard({ voucher, onEditingChange }: VoucherAddressCardProps) {
  const { t } = useTranslation();
  const [updateAddress] = useUpdateVoucherAddressMutation();
  return (
    <FormCard
      title={t('voucherAdmin.address')}
      schema={voucherAddressSchema}
      values={addressValues(voucher)}
      onSave={(address) => updateAddress({ id: voucher.id, address }).unwrap()}
      savedMessage={t('voucherAdmin.saved')}
      readOnly={!voucher.mayEdit}
      onEditingChange={onEditingChange}
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
