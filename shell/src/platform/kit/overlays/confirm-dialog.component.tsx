import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from '../../ui/button.component';
import { Dialog } from './dialog.component';

export interface ConfirmDialogProps {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's words and look, e.g. 'Löschen' in the danger colour. */
  confirmLabel?: string;
  destructive?: boolean;
  title?: string;
  cancelLabel?: string;
}

/**
 * Yes or no. The confirm button has the focus, so Enter confirms; Escape cancels; focus goes
 * back to the button that asked.
 */
export function ConfirmDialog({
  question,
  onConfirm,
  onCancel,
  confirmLabel,
  destructive = false,
  title,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title ?? t('common.confirmTitle')}
      role="alertdialog"
      onOpenChange={(open) => !open && onCancel()}
    >
      <p>{question}</p>
      <Actions>
        <Button type="button" $variant="plain" onClick={onCancel}>
          {cancelLabel ?? t('common.no')}
        </Button>
        <Button
          type="button"
          autoFocus
          $variant={destructive ? 'danger' : 'primary'}
          onClick={onConfirm}
        >
          {confirmLabel ?? t('common.yes')}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;
