import { BookletState, type Booklet } from '@gb/contracts';
import { BOOKLET_STATE_ORDER } from '@gb/contracts/schemas';
import { Button, errorMessage, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardActions,
  CardHeading,
  ConfirmDialog,
  DangerZone,
  toast,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { bookletValues } from './booklet-values';
import { useUpdateBookletMutation } from './booklets.api';

interface BookletStateCardProps {
  booklet: Booklet;
  editable: boolean;
}

/**
 * The booklet's state and its changes (Draft → Published → SoldOut → Archived), each after a
 * confirmation; archiving sits apart in the danger zone.
 */
export function BookletStateCard({ booklet, editable }: BookletStateCardProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<BookletState>();
  const [updateBooklet, { isLoading }] = useUpdateBookletMutation();
  const label = (state: BookletState) => t(`bookletStates.${BookletState[state]}`);
  const others = BOOKLET_STATE_ORDER.filter((state) => state !== booklet.state);
  const change = async (state: BookletState) => {
    setAsked(undefined);
    const result = await updateBooklet({ id: booklet.id, ...bookletValues(booklet), state });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
    else toast.success(t('bookletAdmin.stateChanged'));
  };
  const button = (state: BookletState) => (
    <Button
      key={state}
      type="button"
      $variant={state === BookletState.Archived ? 'danger' : 'plain'}
      disabled={isLoading}
      onClick={() => setAsked(state)}
    >
      {t('bookletAdmin.changeState', { state: label(state) })}
    </Button>
  );
  return (
    <Card aria-labelledby="booklet-state-title">
      <CardHeading id="booklet-state-title">{t('bookletAdmin.state')}</CardHeading>
      <p>
        <strong data-testid="booklet-state">{label(booklet.state)}</strong>
      </p>
      {editable && (
        <>
          <CardActions>{others.filter((s) => s !== BookletState.Archived).map(button)}</CardActions>
          {booklet.state !== BookletState.Archived && (
            <DangerZone>{button(BookletState.Archived)}</DangerZone>
          )}
        </>
      )}
      {asked !== undefined && (
        <ConfirmDialog
          question={t('bookletAdmin.changeStateConfirm', {
            region: booklet.regionName,
            year: booklet.year,
            state: label(asked),
          })}
          confirmLabel={t('bookletAdmin.changeState', { state: label(asked) })}
          destructive={asked === BookletState.Archived}
          onCancel={() => setAsked(undefined)}
          onConfirm={() => void change(asked)}
        />
      )}
    </Card>
  );
}
