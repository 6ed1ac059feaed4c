import type { Voucher } from '@gb/contracts';
import { voucherAddressSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import {
  addressFieldValues,
  FormAddressFields,
  FormCard,
  type CardEditingState,
} from '@gb/shell/platform/kit';

import { useUpdateVoucherAddressMutation } from '../api/vouchers.api';

interface VoucherAddressCardProps {
  voucher: Voucher;
  onEditingChange: (state: CardEditingState) => void;
}

/** Where the company is: the address fields and its position on the map. */
export function VoucherAddressCard({ voucher, onEditingChange }: VoucherAddressCardProps) {
  const { t } = useTranslation();
  const [updateAddress] = useUpdateVoucherAddressMutation();
  return (
    <FormCard
      title={t('voucherAdmin.address')}
      schema={voucherAddressSchema}
      values={addressFieldValues(voucher.address)}
      onSave={(address) => updateAddress({ id: voucher.id, address }).unwrap()}
      savedMessage={t('voucherAdmin.saved')}
      readOnly={!voucher.mayEdit}
      onEditingChange={onEditingChange}
    >
      <FormAddressFields />
    </FormCard>
  );
}
