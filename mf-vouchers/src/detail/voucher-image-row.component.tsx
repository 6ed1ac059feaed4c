import { LOGO_TYPES, MediaSize, RASTER_IMAGE_TYPES } from '@gb/contracts';
import {
  Button,
  errorMessage,
  SingleFileRow,
  styled,
  useAppDispatch,
  useTranslation,
} from '@gb/shell/platform';
import { Muted, toast, useAuthorisedDownload } from '@gb/shell/platform/kit';

import {
  useGetVoucherFileMetaQuery,
  useRemoveVoucherFileMutation,
  voucherChanged,
  voucherFilePath,
  type VoucherFileRef,
  type VoucherImageKind,
} from '../api/voucher-files.api';
import { VoucherFileFacts } from './voucher-file-facts.component';

/** The multipart field the api reads voucher images and logos from (spec section 7). */
export const IMAGE_FILE_FIELD = 'ImageFile';

interface VoucherImageRowProps {
  voucherId: number;
  kind: VoucherImageKind;
  label: string;
  /** What the file should be (spec section 5). */
  hint: string;
  attachmentId: number | null;
  editable: boolean;
}

/** One of the voucher's files: preview, facts and hints, download, replace or upload, delete. */
export function VoucherImageRow({
  voucherId,
  kind,
  label,
  hint,
  attachmentId,
  editable,
}: VoucherImageRowProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const logo = kind === 'company-logo';
  const file: VoucherFileRef | null =
    attachmentId === null ? null : { voucherId, attachmentId, logo };
  const { data: meta } = useGetVoucherFileMetaQuery(file ?? { voucherId, attachmentId: 0, logo }, {
    skip: !file,
  });
  // A logo's preview is drawn by the api whatever its format (a PDF's or AI's first page, an
  // EPS's embedded preview); a voucher image is shown in the small media size.
  const previewPath =
    file && meta?.hasPreview
      ? logo
        ? `${voucherFilePath(file)}/preview`
        : `${voucherFilePath(file)}?size=${MediaSize.S}`
      : undefined;
  const [remove] = useRemoveVoucherFileMutation();
  const { download, downloading } = useAuthorisedDownload();
  const onDelete = async () => {
    const result = await remove({ id: voucherId, file: kind });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
  };
  return (
    <Item data-image-row={kind}>
      <strong>{label}</strong>
      <Muted>{hint}</Muted>
      {file && <VoucherFileFacts file={file} />}
      {file && meta && !meta.hasPreview && <Muted>{t('voucher.noPreview')}</Muted>}
      {file && meta && (
        <Button
          type="button"
          $variant="plain"
          disabled={downloading}
          onClick={() =>
            void download(
              logo ? `${voucherFilePath(file)}/file` : `${voucherFilePath(file)}?size=0`,
              meta.originalName,
            )
          }
        >
          {t('common.download')}: {meta.originalName}
        </Button>
      )}
      <SingleFileRow
        label={label}
        hasFile={file !== null}
        previewPath={previewPath}
        uploadPath={`voucher/${voucherId}/${kind}`}
        field={IMAGE_FILE_FIELD}
        accept={logo ? LOGO_TYPES : RASTER_IMAGE_TYPES}
        deleteQuestion={t('voucher.deleteFileQuestion', { name: label })}
        onUploaded={() => dispatch(voucherChanged(voucherId))}
        onDelete={() => void onDelete()}
        editable={editable}
      />
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-bottom: ${({ theme }) => theme.spacing.s};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
