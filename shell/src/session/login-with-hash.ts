import {
  selectSession,
  store,
  tokensReceived,
  userDialogOpened,
  sessionOf,
} from '@gb/shell/platform';

import { loginApi } from './login.api';
import { LOGIN_HASH_PARAM, PROFILE_PARAM } from './mailed-link';

/**
 * Logs in with the link's hash when no valid token exists, then removes the parameters
 * from the URL. A failed hash login is only logged.
 */
export async function loginWithHashFromUrl(): Promise<void> {
  const url = new URL(window.location.href);
  const loginHash = url.searchParams.get(LOGIN_HASH_PARAM);
  if (!loginHash) return;
  const opensPassword = url.searchParams.get(PROFILE_PARAM) === 'password';
  url.searchParams.delete(LOGIN_HASH_PARAM);
  url.searchParams.delete(PROFILE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const session = selectSession(store.getState());
  if (session && session.expiresAt > Date.now()) return;
  const result = await store.dispatch(
    loginApi.endpoints.authenticate.initiate({ loginHash }, { track: false }),
  );
  if (!result.data) {
    console.warn('Login with the link failed', result.error);
    return;
  }
  store.dispatch(tokensReceived(result.data));
  const userId = sessionOf(result.data.token)?.userId;
  if (opensPassword && userId) store.dispatch(userDialogOpened({ userId, tab: 'password' }));
}
