import { useRef, useState, type DragEvent } from 'react';
import { Dialog } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import styled from 'styled-components';

import type { AppStore } from '../store/make-store';
import { Button } from './button.component';
import { isUploaded, uploadErrors } from './upload-errors';
import { uploadFile } from './upload-file';

interface UploadLine {
  id: number;
  name: string;
  progress: number;
  errors: string[];
}

interface FileUploadDialogProps {
  title?: string;
  /** Api path the files are posted to, e.g. `user/7/profile-image`. */
  path: string;
  /** Multipart field of the file, e.g. `ImageFile`. */
  field: string;
  /** The file picker's filter, e.g. `image/*`. */
  accept?: string;
  multiple?: boolean;
  /** Called with the answer body of each successful upload. */
  onUploaded: (body: unknown) => void;
  onClose: () => void;
}

let nextLineId = 1;

/**
 * Files dropped or picked are uploaded one line each with a progress bar; a line disappears
 * when its upload succeeded and stays, marked with its errors, when it failed.
 */
export function FileUploadDialog({
  title,
  path,
  field,
  accept,
  multiple = false,
  onUploaded,
  onClose,
}: FileUploadDialogProps) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const picker = useRef<HTMLInputElement>(null);
  const [lines, setLines] = useState<UploadLine[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (id: number, change: Partial<UploadLine>) =>
    setLines((current) => current.map((line) => (line.id === id ? { ...line, ...change } : line)));

  const uploadOne = async (file: File) => {
    const id = nextLineId++;
    setLines((current) => [...current, { id, name: file.name, progress: 0, errors: [] }]);
    const answer = await uploadFile(store, {
      path,
      field,
      file,
      onProgress: (progress) => update(id, { progress }),
    });
    if (isUploaded(answer)) {
      setLines((current) => current.filter((line) => line.id !== id));
      onUploaded(answer.body);
    } else {
      update(id, { errors: uploadErrors(answer, t) });
    }
  };

  const start = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    for (const file of multiple ? chosen : chosen.slice(0, 1)) void uploadOne(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files);
  };

  return (
    <Dialog title={title ?? t('common.uploadTitle')} onOpenChange={(open) => !open && onClose()}>
      <DropZone
        data-testid="drop-zone"
        $active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => picker.current?.click()}
      >
        <p>{t('common.dropFiles')}</p>
        <Button type="button" $variant="plain">
          {t('common.chooseFiles')}
        </Button>
        <HiddenInput
          ref={picker}
          type="file"
          aria-label={t('common.chooseFiles')}
          accept={accept}
          multiple={multiple}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            start(event.target.files);
            event.target.value = '';
          }}
        />
      </DropZone>
      <Lines>
        {lines.map((line) => (
          <Line key={line.id} aria-label={line.name} $failed={line.errors.length > 0}>
            <span>{line.name}</span>
            <progress max={1} value={line.progress} aria-label={line.name} />
            {line.errors.length > 0 && (
              <Errors role="alert">
                {line.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Errors>
            )}
          </Line>
        ))}
      </Lines>
      <Actions>
        <Button type="button" $variant="plain" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Actions>
    </Dialog>
  );
}

const DropZone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.l};
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  text-align: center;
  cursor: pointer;
`;

const HiddenInput = styled.input`
  display: none;
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.spacing.m} 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $failed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid
    ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};

  progress {
    width: 100%;
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.m};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
