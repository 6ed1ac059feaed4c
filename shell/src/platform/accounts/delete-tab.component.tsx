import { useState } from 'react';
import { ConfirmDialog, toast } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';

import { Button } from '../ui/button.component';
import { ErrorAlert } from '../ui/error-alert.component';
import { useDeleteUserMutation } from './user-profile.api';
import { errorMessage } from './error-message';

interface DeleteTabProps {
  userId: number;
  onDeleted: () => void;
}

/** Deleting a user after confirmation; says so once it is done. */
export function DeleteTab({ userId, onDeleted }: DeleteTabProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { error }] = useDeleteUserMutation();
  return (
    <>
      <Button $variant="danger" onClick={() => setConfirming(true)}>
        {t('userDialog.deleteUser')}
      </Button>
      <ErrorAlert message={error && (errorMessage(error) ?? t('errors.generic'))} />
      {confirming && (
        <ConfirmDialog
          question={t('userDialog.deleteConfirm')}
          confirmLabel={t('userDialog.deleteUser')}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void deleteUser(userId).then((result) => {
              if (result.error) return;
              toast.success(t('userDialog.userDeleted'));
              onDeleted();
            });
          }}
        />
      )}
    </>
  );
}
