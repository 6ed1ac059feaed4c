import { MediaSize, RASTER_IMAGE_TYPES } from '@gb/contracts';
import {
  Button,
  errorMessage,
  FileUploadDialog,
  styled,
  useAppDispatch,
  useTranslation,
} from '@gb/shell/platform';
import { ConfirmDialog, Muted, toast, useAuthorisedFileUrl } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useRemoveVoucherFileMutation, voucherChanged } from '../api/voucher-files.api';
import { VoucherFileFacts } from './voucher-file-facts.component';
import { IMAGE_FILE_FIELD } from './voucher-image-row.component';

interface VoucherImageGalleryProps {
  voucherId: number;
  imageIds: number[];
  editable: boolean;
}

/** The further images the company gives the graphic designer: thumbnails, add several, delete one. */
export function VoucherImageGallery({ voucherId, imageIds, editable }: VoucherImageGalleryProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  return (
    <Item data-image-row="images">
      <strong>{t('voucher.extraImages')}</strong>
      <Muted>{t('voucher.imageHint')}</Muted>
      {imageIds.length === 0 && <Muted>{t('common.noEntries')}</Muted>}
      <Grid>
        {imageIds.map((imageId, index) => (
          <GalleryImage
            key={imageId}
            voucherId={voucherId}
            imageId={imageId}
            label={t('voucher.extraImage', { num: index + 1 })}
            editable={editable}
          />
        ))}
      </Grid>
      {editable && (
        <Button type="button" $variant="plain" onClick={() => setAdding(true)}>
          {t('voucher.addImages')}
        </Button>
      )}
      {adding && (
        <FileUploadDialog
          title={t('voucher.extraImages')}
          path={`voucher/${voucherId}/image`}
          field={IMAGE_FILE_FIELD}
          accept={RASTER_IMAGE_TYPES}
          multiple
          onUploaded={() => dispatch(voucherChanged(voucherId))}
          onClose={() => setAdding(false)}
        />
      )}
    </Item>
  );
}

interface GalleryImageProps {
  voucherId: number;
  imageId: number;
  label: string;
  editable: boolean;
}

function GalleryImage({ voucherId, imageId, label, editable }: GalleryImageProps) {
  const { t } = useTranslation();
  const url = useAuthorisedFileUrl(`voucher/${voucherId}/image/${imageId}?size=${MediaSize.S}`);
  const [remove] = useRemoveVoucherFileMutation();
  const [confirming, setConfirming] = useState(false);
  const onDelete = async () => {
    setConfirming(false);
    const result = await remove({ id: voucherId, file: 'image', imageId });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
  };
  return (
    <Figure role="group" aria-label={label}>
      {url && <img src={url} alt={`${t('common.preview')}: ${label}`} />}
      <VoucherFileFacts file={{ voucherId, attachmentId: imageId, logo: false }} />
      {editable && (
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t('common.delete')}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          question={t('voucher.deleteFileQuestion', { name: label })}
          confirmLabel={t('common.delete')}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onDelete()}
        />
      )}
    </Figure>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.m};
  }
`;
