import type { Voucher } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading } from '@gb/shell/platform/kit';
import { useId } from 'react';

import type { VoucherImageKind } from '../api/voucher-files.api';
import { VoucherImageGallery } from './voucher-image-gallery.component';
import { VoucherImageRow } from './voucher-image-row.component';

/**
 * The voucher's image rows in the order of the print data: complete image, front, back and the
 * company logo, each with what the file should be, then the further images as a gallery.
 */
export const IMAGE_ROWS = [
  {
    key: 'completeImage',
    kind: 'complete-image',
    column: 'completeImageAttachmentId',
    hint: 'imageHint',
  },
  { key: 'frontImage', kind: 'front-image', column: 'frontImageAttachmentId', hint: 'imageHint' },
  { key: 'backImage', kind: 'back-image', column: 'backImageAttachmentId', hint: 'imageHint' },
  { key: 'companyLogo', kind: 'company-logo', column: 'companyLogoAttachmentId', hint: 'logoHint' },
] as const satisfies readonly {
  key: string;
  kind: VoucherImageKind;
  column: keyof Voucher;
  hint: string;
}[];

export function VoucherImageRows({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card $gap="s" aria-labelledby={titleId}>
      <CardHeading id={titleId}>{t('voucher.images')}</CardHeading>
      <Rows>
        {IMAGE_ROWS.map((row) => (
          <VoucherImageRow
            key={row.key}
            voucherId={voucher.id}
            kind={row.kind}
            label={t(`voucher.${row.key}`)}
            hint={t(`voucher.${row.hint}`)}
            attachmentId={voucher[row.column]}
            editable={voucher.mayEdit}
          />
        ))}
        <VoucherImageGallery
          voucherId={voucher.id}
          imageIds={voucher.imageAttachmentIds}
          editable={voucher.mayEdit}
        />
      </Rows>
    </Card>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;
