import { ConfirmDialog, useAuthorisedDownload, useAuthorisedFileUrl } from '@gb/shell/platform/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from './button.component';
import { FileUploadDialog } from './file-upload-dialog.component';

interface SingleFileRowProps {
  label: string;
  /** Whether a file is stored now. */
  hasFile: boolean;
  /** The api path of the image shown as preview when a file is stored (read with the token). */
  previewPath?: string;
  /** The api path the stored file is downloaded from (with the token), and its file name. */
  download?: { path: string; name: string };
  /** Api path and multipart field the file is uploaded to. */
  uploadPath: string;
  field: string;
  accept?: string;
  /** Asked before deleting, e.g. 'Remove profile picture?'. */
  deleteQuestion: string;
  onUploaded: (body: unknown) => void;
  onDelete: () => void;
  /** Read-only rows only preview and download. */
  editable?: boolean;
}

/** One stored file: preview, download, replace or upload, and delete after confirming. */
export function SingleFileRow({
  label,
  hasFile,
  previewPath,
  download,
  uploadPath,
  field,
  accept,
  deleteQuestion,
  onUploaded,
  onDelete,
  editable = true,
}: SingleFileRowProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const previewUrl = useAuthorisedFileUrl(hasFile ? previewPath : undefined);
  const downloads = useAuthorisedDownload();
  return (
    <Row role="group" aria-label={label}>
      {previewUrl && <Preview src={previewUrl} alt={`${t('common.preview')}: ${label}`} />}
      <Actions>
        {hasFile && download && (
          <Button
            type="button"
            $variant="plain"
            disabled={downloads.downloading}
            onClick={() => void downloads.download(download.path, download.name)}
          >
            {t('common.download')}
          </Button>
        )}
        {editable && (
          <Button type="button" $variant="plain" onClick={() => setUploading(true)}>
            {t(hasFile ? 'common.replace' : 'common.upload')}
          </Button>
        )}
        {editable && hasFile && (
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            {t('common.delete')}
          </Button>
        )}
      </Actions>
      {uploading && (
        <FileUploadDialog
          title={label}
          path={uploadPath}
          field={field}
          accept={accept}
          onUploaded={(body) => {
            setUploading(false);
            onUploaded(body);
          }}
          onClose={() => setUploading(false)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          question={deleteQuestion}
          confirmLabel={t('common.delete')}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Preview = styled.img`
  width: 8rem;
  height: 8rem;
  border-radius: ${({ theme }) => theme.radii.m};
  object-fit: cover;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
`;
