import {
  accountsApi,
  asLocale,
  changeLocale,
  i18n,
  loginDialogToggled,
  selectSession,
  selectSessionExpired,
  store,
  userLoaded,
} from '@gb/shell/platform';
import { triggerAppChange } from 'single-spa';

import { guardDecision } from './navigation-guard';
import { rememberLoginTarget } from './login-target';
import { localeAfterUserLoad } from './preferred-locale';

async function loadCurrentUser(userId: number): Promise<void> {
  const localeWhenAsked = i18n.language;
  const result = await store.dispatch(
    accountsApi.endpoints.getUser.initiate(userId, { forceRefetch: true, subscribe: false }),
  );
  if (result.data) {
    store.dispatch(userLoaded(result.data));
    const locale = localeAfterUserLoad(
      asLocale(result.data.preferredLocale),
      localeWhenAsked,
      i18n.language,
    );
    if (locale) await changeLocale(locale);
  } else {
    // A failed user load is only logged.
    console.warn('The logged-in user could not be loaded', result.error);
  }
}

/** The page and user the record was last loaded for: a change of query alone loads nothing. */
let loadedFor: { pathname: string; userId: number } | null = null;

function needsLogin(url: URL | Location): boolean {
  return guardDecision(url.pathname, selectSession(store.getState())) === 'login';
}

/** The login dialog opens; once logged in, the visitor arrives at `target`. */
function askForLogin(target: URL | Location): void {
  rememberLoginTarget(target);
  store.dispatch(loginDialogToggled(true));
}

function goHome(): void {
  window.history.replaceState(null, '', '/');
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** What single-spa tells of a navigation before it happens. */
interface NavigationDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * A navigation from a page of the portal to a guarded route with nobody logged in does not
 * happen: the visitor stays on the page they were on (URL, title and content) and the login
 * dialog opens.
 */
function beforeNavigation(event: Event): void {
  const { newUrl, oldUrl, cancelNavigation } = (event as CustomEvent<NavigationDetail>).detail;
  // The same URL: the first load or a change of login, which afterNavigation decides.
  if (!cancelNavigation || newUrl === oldUrl) return;
  const target = new URL(newUrl);
  if (!needsLogin(target)) return;
  cancelNavigation();
  askForLogin(target);
}

/** False until the guard has seen the first page of this load. */
let sawFirstPage = false;

function afterNavigation(): void {
  const { pathname } = window.location;
  const session = selectSession(store.getState());
  const decision = guardDecision(pathname, session);
  if (decision === 'login') {
    // A guarded page with no page of the portal before it (typed, or a login that ended on it):
    // Home shows behind the dialog; a login that ended asks again only when it expired.
    if (!sawFirstPage || selectSessionExpired(store.getState())) askForLogin(window.location);
    goHome();
  } else if (decision === 'home') {
    goHome();
  }
  sawFirstPage = true;
  if (session && (loadedFor?.pathname !== pathname || loadedFor.userId !== session.userId)) {
    loadedFor = { pathname, userId: session.userId };
    void loadCurrentUser(session.userId);
  }
}

/** Runs the guard around every navigation and re-evaluates the active remotes when the login changes. */
export function startNavigationGuard(): void {
  window.addEventListener('single-spa:before-routing-event', beforeNavigation);
  window.addEventListener('single-spa:routing-event', afterNavigation);
  let session = selectSession(store.getState());
  store.subscribe(() => {
    const next = selectSession(store.getState());
    if (next?.userId === session?.userId) return;
    session = next;
    void triggerAppChange();
  });
}
