import { Button, errorMessage, useTranslation } from '@gb/shell/platform';
import { ConfirmDialog, toast } from '@gb/shell/platform/kit';
import { useState } from 'react';

interface StateMoveButtonProps {
  displayOrderId: string;
  /** The next state's label, e.g. 'Verrechnet'. */
  nextLabel: string;
  /** Answers an error when the move failed. */
  move: () => Promise<{ error?: unknown }>;
}

/** Moves an order one step on, after a confirmation naming the order and the new state. */
export function StateMoveButton({ displayOrderId, nextLabel, move }: StateMoveButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(false);
    const answer = await move();
    if (answer.error) toast.error(errorMessage(answer.error) ?? t('errors.generic'));
    else toast.success(t('partnerOrder.stateChanged'));
  };
  return (
    <>
      <Button type="button" $variant="plain" onClick={() => setConfirming(true)}>
        {t('partnerOrder.moveTo', { state: nextLabel })}
      </Button>
      {confirming && (
        <ConfirmDialog
          question={t('partnerOrder.moveConfirm', { displayOrderId, state: nextLabel })}
          confirmLabel={t('partnerOrder.moveTo', { state: nextLabel })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
