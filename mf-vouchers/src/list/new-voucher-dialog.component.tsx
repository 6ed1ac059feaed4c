import type { CreateVoucherRequest } from '@gb/contracts';
import { createVoucherSchema } from '@gb/contracts/schemas';
import { useNavigate, useTranslation } from '@gb/shell/platform';
import { Dialog, FormCard, FormSelectField, FormTextField, toast } from '@gb/shell/platform/kit';

import { useCreateVoucherMutation } from '../api/vouchers.api';
import type { ReferenceData } from './use-reference-data';

interface NewVoucherDialogProps {
  reference: ReferenceData;
  /** The one asking is responsible unless another is chosen. */
  userId: number | null;
  onClose: () => void;
}

/** Creates a voucher (state Created) for a company, then opens it. */
export function NewVoucherDialog({ reference, userId, onClose }: NewVoucherDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createVoucher] = useCreateVoucherMutation();
  const responsible = reference.userOptions.some((option) => option.value === userId)
    ? userId
    : null;
  const empty = {
    companyId: null,
    responsibleUserId: responsible,
    voucherCategoryId: null,
    offerShort: '',
    bookletId: null,
  } as unknown as CreateVoucherRequest;
  const save = async (request: CreateVoucherRequest) => {
    const voucher = await createVoucher(request).unwrap();
    toast.success(t('voucherAdmin.created'));
    onClose();
    navigate(`/dashboard/vouchers/${voucher.id}`);
  };
  return (
    <Dialog title={t('voucherAdmin.newVoucher')} onOpenChange={(open) => !open && onClose()}>
      <FormCard
        title={t('voucherAdmin.newVoucher')}
        schema={createVoucherSchema}
        values={empty}
        onSave={save}
        alwaysEditing
        submitLabel={t('common.create')}
        onCancel={onClose}
      >
        <FormSelectField<number>
          name="companyId"
          label={t('fields.company')}
          options={reference.companyOptions}
          isRequired
        />
        <FormSelectField<number>
          name="responsibleUserId"
          label={t('fields.responsibleUser')}
          options={reference.userOptions}
        />
        <FormSelectField<number>
          name="voucherCategoryId"
          label={t('fields.voucherCategory')}
          options={reference.categoryOptions}
        />
        <FormTextField name="offerShort" label={t('fields.offerShort')} isRequired />
        <FormSelectField<number>
          name="bookletId"
          label={t('fields.booklet')}
          options={reference.bookletOptions}
        />
      </FormCard>
    </Dialog>
  );
}
