import { AddressType, BILLING_ADDRESS_FIELDS, type Order } from '@gb/contracts';
import { billingAddressSchema, issueMessages, localizedIssues } from '@gb/contracts/schemas';
import { FormCard, TextField, translate, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

import { useUpdateOrderBillingAddressMutation } from './orders.api';

interface OrderAddressCardProps {
  order: Order;
}

/** The billing address, corrected under the order form's rules. */
export function OrderAddressCard({ order }: OrderAddressCardProps) {
  const { t } = useTranslation();
  const [update] = useUpdateOrderBillingAddressMutation();
  const initial = () => ({ ...order.billingAddress });
  const [values, setValues] = useState(initial);
  const parsed = billingAddressSchema.safeParse(values, localizedIssues(translate));
  return (
    <FormCard
      title={t('order.billingAddress')}
      valid={parsed.success}
      error={parsed.success ? undefined : issueMessages(parsed.error).join(' ')}
      onCancel={() => setValues(initial())}
      onSave={async () => {
        if (!parsed.success) return false;
        return update({ id: order.id, address: parsed.data })
          .unwrap()
          .then(() => true);
      }}
    >
      {(editing) =>
        // A private order stores no company (the schema clears it), so it shows none.
        BILLING_ADDRESS_FIELDS.filter(
          (name) => name !== 'company' || values.type === AddressType.Company,
        ).map((name) => (
          <TextField
            key={name}
            name={`billing-${name}`}
            label={t(`fields.${name}`)}
            readOnly={!editing}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))
      }
    </FormCard>
  );
}
