import { changeLocale, i18n, selectSession, store, useAppSelector } from '@gb/shell/platform';
import { useEffect } from 'react';

import { readRememberedLocale, rememberLocale, takeLocaleFromAddress } from './remembered-locale';

/**
 * Shows a visitor's page in its language: the one the address names (`?lang=en-US`, as the
 * server's language links do; kept as the visitor's choice), else its last choice. The app
 * applies it before it first draws, so a page never shows in German first; a logged-in user's
 * language comes from its record instead (the navigation guard).
 */
export async function applyVisitorLocale(): Promise<void> {
  if (selectSession(store.getState())) return;
  const fromAddress = takeLocaleFromAddress(window.location.search);
  if (fromAddress) rememberLocale(fromAddress);
  const wanted = fromAddress ?? readRememberedLocale();
  if (wanted && wanted !== i18n.language) await changeLocale(wanted);
}

/** After a logout, the visitor's language again (the app applied it before it first drew). */
export function useVisitorLocaleAfterLogout(): void {
  const loggedIn = useAppSelector(selectSession) !== null;
  useEffect(() => {
    if (!loggedIn) void applyVisitorLocale();
  }, [loggedIn]);
}
