import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from './button.component';
import { Modal } from './modal.component';

interface ConfirmDialogProps {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Yes or no; Enter confirms, Esc cancels. */
export function ConfirmDialog({ question, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        onConfirm();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onConfirm]);
  return (
    <Modal title={t('common.confirmTitle')} onClose={onCancel}>
      <p>{question}</p>
      <Actions>
        <Button $variant="plain" onClick={onCancel}>
          {t('common.no')}
        </Button>
        <Button onClick={onConfirm}>{t('common.yes')}</Button>
      </Actions>
    </Modal>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;
