import type { CardEditingState } from '@gb/shell/platform/kit';
import { useCallback, useState } from 'react';

/** Why the state cannot change now, as the catalogue's key, or undefined when it can. */
export type StateLock = 'voucher.saveFirst' | 'voucher.stateLockedInEditMode' | undefined;

/**
 * The data cards of a voucher report whether they are being edited and hold unsaved changes;
 * the state buttons wait until every card is saved and closed.
 */
export function useEditingCards() {
  const [cards, setCards] = useState<Record<string, CardEditingState>>({});
  const reporter = useCallback(
    (card: string) => (state: CardEditingState) =>
      setCards((current) =>
        current[card]?.editing === state.editing && current[card]?.dirty === state.dirty
          ? current
          : { ...current, [card]: state },
      ),
    [],
  );
  return { lock: stateLock(Object.values(cards)), reporter };
}

/** Unsaved changes ask to save first; an open card without changes still blocks the change. */
export function stateLock(cards: readonly CardEditingState[]): StateLock {
  if (cards.some((card) => card.dirty)) return 'voucher.saveFirst';
  if (cards.some((card) => card.editing)) return 'voucher.stateLockedInEditMode';
  return undefined;
}
