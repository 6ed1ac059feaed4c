import { FIRST_SCREEN } from '@gb/contracts';
import { useEffect } from 'react';

/**
 * Once the page is drawn with its data, it takes over from the first screen the server drew above
 * it (see FIRST_SCREEN): the shell removes that one when told.
 */
export function useFirstScreenDrawn(drawn: boolean): void {
  useEffect(() => {
    if (drawn) window.dispatchEvent(new Event(FIRST_SCREEN.drawnEvent));
  }, [drawn]);
}
