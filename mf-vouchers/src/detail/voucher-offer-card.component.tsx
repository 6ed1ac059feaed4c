import type { UpdateVoucherRequest, Voucher } from '@gb/contracts';
import { updateVoucherSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import {
  FormCard,
  FormSelectField,
  FormTextField,
  type CardEditingState,
} from '@gb/shell/platform/kit';

import type { Viewer } from '../api/use-viewer';
import { useUpdateVoucherMutation } from '../api/vouchers.api';
import type { ReferenceData } from '../list/use-reference-data';

interface VoucherOfferCardProps {
  voucher: Voucher;
  viewer: Viewer;
  reference: ReferenceData;
  onEditingChange: (state: CardEditingState) => void;
}

/**
 * The voucher's texts, category and responsible user; the note for the graphic designer only
 * for staff (a company neither reads nor sends it).
 */
export function VoucherOfferCard({
  voucher,
  viewer,
  reference,
  onEditingChange,
}: VoucherOfferCardProps) {
  const { t } = useTranslation();
  const [updateVoucher] = useUpdateVoucherMutation();
  const values: UpdateVoucherRequest = {
    offerShort: voucher.offerShort,
    offerLong: voucher.offerLong,
    openingHours: voucher.openingHours,
    voucherCategoryId: voucher.voucherCategoryId,
    responsibleUserId: voucher.responsibleUserId,
    ...(viewer.isStaff ? { noteForGraphicDesigner: voucher.noteForGraphicDesigner ?? '' } : {}),
  };
  return (
    <FormCard
      title={t('voucherAdmin.offer')}
      schema={updateVoucherSchema}
      values={values}
      onSave={(changed) => updateVoucher({ id: voucher.id, ...changed }).unwrap()}
      savedMessage={t('voucherAdmin.saved')}
      readOnly={!voucher.mayEdit}
      onEditingChange={onEditingChange}
    >
      <FormTextField name="offerShort" label={t('fields.offerShort')} isRequired />
      <FormTextField name="offerLong" label={t('fields.offerLong')} rows={4} />
      <FormTextField name="openingHours" label={t('fields.openingHours')} rows={3} />
      <FormSelectField<number>
        name="voucherCategoryId"
        label={t('fields.voucherCategory')}
        options={reference.categoryOptions}
      />
      {viewer.isStaff && (
        <FormSelectField<number>
          name="responsibleUserId"
          label={t('fields.responsibleUser')}
          options={reference.userOptions}
        />
      )}
      {viewer.isStaff && (
        <FormTextField
          name="noteForGraphicDesigner"
          label={t('fields.noteForGraphicDesigner')}
          rows={3}
        />
      )}
    </FormCard>
  );
}
