import { AddressType, BILLING_ADDRESS_FIELDS, type Order } from '@gb/contracts';
import { billingAddressSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormTextField } from '@gb/shell/platform/kit';
import { useMemo } from 'react';

import { useUpdateOrderBillingAddressMutation } from './orders.api';

const REQUIRED = new Set(['street', 'zip', 'city', 'email']);

/** The billing address, corrected under the order form's rules. */
export function OrderAddressCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderBillingAddressMutation();
  const values = useMemo(() => ({ ...order.billingAddress }), [order.billingAddress]);
  // A private order stores no company (the schema clears it), so it shows none.
  const fields = BILLING_ADDRESS_FIELDS.filter(
    (name) => name !== 'company' || order.billingAddress.type === AddressType.Company,
  );
  return (
    <FormCard
      title={t('order.billingAddress')}
      schema={billingAddressSchema}
      values={values}
      savedMessage={t('orderAdmin.saved')}
      onSave={(address) => update({ id: order.id, address }).unwrap()}
    >
      {fields.map((name) => (
        <FormTextField
          key={name}
          name={name}
          label={t(`fields.${name}`)}
          type={name === 'email' || name === 'email2' ? 'email' : 'text'}
          isRequired={REQUIRED.has(name)}
        />
      ))}
    </FormCard>
  );
}
