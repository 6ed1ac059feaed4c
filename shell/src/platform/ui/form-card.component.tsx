import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { errorMessage } from '../accounts/error-message';
import { Button } from './button.component';
import { CardFrame, CardTitle } from './card.styles';
import { ErrorAlert } from './error-alert.component';

interface FormCardProps {
  title: string;
  /** The fields; `editing` tells them whether to be read-only. */
  children: (editing: boolean) => ReactNode;
  /**
   * Saves; resolves true when saved, so the card leaves edit mode. When it throws (a refused
   * call), the card stays in edit mode and shows the api's message.
   */
  onSave: () => Promise<boolean>;
  onCancel?: () => void;
  /** Whether the entered values may be saved. */
  valid?: boolean;
  /** The card starts and stays in edit mode with an ok button (forms without a read view). */
  alwaysEditing?: boolean;
  error?: string;
  message?: string;
}

/** A card of one form: edit, then save or cancel; or always editing with an ok button. */
export function FormCard({
  title,
  children,
  onSave,
  onCancel,
  valid = true,
  alwaysEditing = false,
  error,
  message,
}: FormCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(alwaysEditing);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(undefined);
    const saved = await onSave().catch((refused: unknown) => {
      setFailure(errorMessage(refused) ?? t('errors.generic'));
      return false;
    });
    setSaving(false);
    if (saved && !alwaysEditing) setEditing(false);
  };
  return (
    <CardFrame as="form" onSubmit={(event) => void submit(event)} aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children(editing)}
      <ErrorAlert message={error ?? failure} />
      {message && <Message role="status">{message}</Message>}
      <Actions>
        {alwaysEditing ? (
          <Button type="submit" disabled={!valid || saving}>
            {t('common.ok')}
          </Button>
        ) : editing ? (
          <>
            <Button
              type="button"
              $variant="plain"
              onClick={() => {
                setEditing(false);
                setFailure(undefined);
                onCancel?.();
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!valid || saving}>
              {t('common.save')}
            </Button>
          </>
        ) : (
          <Button type="button" $variant="plain" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        )}
      </Actions>
    </CardFrame>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;
