import type { Voucher, VoucherAddressRequest } from '@gb/contracts';
import { voucherAddressSchema } from '@gb/contracts/schemas';
import { Button, styled, useTranslation } from '@gb/shell/platform';
import {
  FormCard,
  FormTextField,
  useCardField,
  type CardEditingState,
} from '@gb/shell/platform/kit';
import { lazy, Suspense } from 'react';

import { useGetMapConfigQuery, useUpdateVoucherAddressMutation } from '../api/vouchers.api';

// OpenLayers travels only with the map, never with the list or the rest of the detail.
const AddressMap = lazy(() => import('./address-map.component'));

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

/** The pin of the card's lon and lat: a click or a drag on the map sets both while editing. */
function MapField() {
  const { t } = useTranslation();
  const { data: config } = useGetMapConfigQuery();
  const lon = useCardField<number | null>('lon');
  const lat = useCardField<number | null>('lat');
  const position =
    lon.value !== null && lat.value !== null ? { lon: lon.value, lat: lat.value } : null;
  const editing = !lon.isReadOnly;
  return (
    <MapArea>
      {config && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <AddressMap
            tileUrl={config.mapTileUrl}
            position={position}
            onChange={
              editing
                ? (next) => {
                    lon.onChange(next.lon);
                    lat.onChange(next.lat);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      <p aria-live="polite">
        {position
          ? t('voucherAdmin.position', { lat: position.lat, lon: position.lon })
          : t('voucherAdmin.noPosition')}
      </p>
      {editing && <Hint>{t('voucherAdmin.mapHint')}</Hint>}
      {(lon.error || lat.error) && <Error role="alert">{lon.error ?? lat.error}</Error>}
      {editing && position && (
        <Button
          type="button"
          $variant="plain"
          onClick={() => {
            lon.onChange(null);
            lat.onChange(null);
          }}
        >
          {t('voucherAdmin.clearPosition')}
        </Button>
      )}
    </MapArea>
  );
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
      <MapField />
    </FormCard>
  );
}

const MapArea = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};

  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
