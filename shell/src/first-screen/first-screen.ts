import { FIRST_SCREEN } from '@gb/contracts';

/** However the app fares, the server's first screen never stays longer than this. */
const LONGEST_MS = 10_000;

/** Removes the server's first screen (see FIRST_SCREEN), revealing the app beneath it. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN.elementId)?.remove();
}

/**
 * Hands the page over from the server's first screen to the app: it goes once the remote says it
 * drew the page, as soon as the visitor is on another page, when the remote could not be loaded
 * (removeFirstScreen in its stand-in), and at the latest after LONGEST_MS.
 */
export function watchFirstScreen(): void {
  if (!document.getElementById(FIRST_SCREEN.elementId)) return;
  const path = window.location.pathname;
  const timer = window.setTimeout(done, LONGEST_MS);
  const onRoute = () => {
    if (window.location.pathname !== path) done();
  };
  function done() {
    window.clearTimeout(timer);
    window.removeEventListener(FIRST_SCREEN.drawnEvent, done);
    window.removeEventListener('single-spa:routing-event', onRoute);
    removeFirstScreen();
  }
  window.addEventListener(FIRST_SCREEN.drawnEvent, done);
  window.addEventListener('single-spa:routing-event', onRoute);
}
