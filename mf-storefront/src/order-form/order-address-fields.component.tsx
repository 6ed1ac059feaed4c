import { AddressType, BILLING_ADDRESS_AUTOCOMPLETE, type FieldKey } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';

import { OrderTextField } from './order-text-field.component';
import { ADDRESS_FIELDS, type AddressFieldName, type OrderFormState } from './order-form-state';

interface OrderAddressFieldsProps {
  state: OrderFormState;
  /** The messages to show now: those of the fields left, all of them after a submit. */
  errors: Partial<Record<FieldKey, string>>;
  /** The fields marked required now (for a company order they depend on what is filled). */
  required: ReadonlySet<AddressFieldName>;
  onType: (type: AddressType) => void;
  onField: (name: AddressFieldName, value: string) => void;
  /** A field was left: its message shows from now on. */
  onVisit: (name: AddressFieldName) => void;
}

const INPUT_TYPES: Partial<Record<AddressFieldName, string>> = {
  email: 'email',
  email2: 'email',
  phone: 'tel',
  homepage: 'url',
};

/** Private or company, and the billing address; a field's message shows once it was left. */
export function OrderAddressFields({
  state,
  errors,
  required,
  onType,
  onField,
  onVisit,
}: OrderAddressFieldsProps) {
  const { t } = useTranslation();
  const fields = ADDRESS_FIELDS.filter(
    (name) => name !== 'company' || state.type === AddressType.Company,
  );
  return (
    <>
      <Types role="radiogroup" aria-label={t('fields.type')}>
        {[AddressType.Private, AddressType.Company].map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="order-address-type"
              checked={state.type === type}
              onChange={() => onType(type)}
            />
            {t(type === AddressType.Private ? 'order.typePrivate' : 'order.typeCompany')}
          </label>
        ))}
      </Types>
      <Grid>
        {fields.map((name) => (
          <OrderTextField
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            type={INPUT_TYPES[name] ?? 'text'}
            autoComplete={BILLING_ADDRESS_AUTOCOMPLETE[name]}
            value={state.address[name]}
            required={required.has(name)}
            onChange={(event) => onField(name, event.target.value)}
            onBlur={() => onVisit(name)}
            error={errors[name]}
          />
        ))}
      </Grid>
    </>
  );
}

const Types = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
