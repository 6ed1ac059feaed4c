import {
  accountsApi,
  asLocale,
  changeLocale,
  i18n,
  loginDialogToggled,
  selectSession,
  store,
  userLoaded,
} from '@gb/shell/platform';
import { triggerAppChange } from 'single-spa';

import { dashboardRouteOf, guardDecision } from './navigation-guard';
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

function afterNavigation(): void {
  const { pathname } = window.location;
  const session = selectSession(store.getState());
  const decision = guardDecision(pathname, session);
  if (decision === 'login') {
    // The remote stays unmounted (see activeWhen); the title still names the route.
    const route = dashboardRouteOf(pathname);
    if (route) document.title = `${i18n.t(route.titleKey)} – ${i18n.t('site.title')}`;
    store.dispatch(loginDialogToggled(true));
  } else if (decision === 'home') {
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  if (session && (loadedFor?.pathname !== pathname || loadedFor.userId !== session.userId)) {
    loadedFor = { pathname, userId: session.userId };
    void loadCurrentUser(session.userId);
  }
}

/** Runs the guard after every navigation and re-evaluates the active remotes when the login changes. */
export function startNavigationGuard(): void {
  window.addEventListener('single-spa:routing-event', afterNavigation);
  let session = selectSession(store.getState());
  store.subscribe(() => {
    const next = selectSession(store.getState());
    if (next?.userId === session?.userId) return;
    session = next;
    void triggerAppChange();
  });
}
