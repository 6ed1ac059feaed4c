import type { AppStore } from '../store/make-store';
import { loggedOut, tokensReceived } from './auth.slice';
import { readStoredTokens, TOKENS_KEY, writeStoredTokens } from './stored-tokens';
import { persistUserState } from './user-state.slice';

/**
 * Keeps local storage and the store in step: this tab's changes are written, other tabs'
 * token changes (a refresh, a logout) are taken over.
 */
export function syncSessionStorage(store: AppStore): void {
  let { auth, userState } = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.auth.tokens !== auth.tokens) writeStoredTokens(next.auth.tokens);
    if (next.userState !== userState) persistUserState(next.userState);
    ({ auth, userState } = next);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKENS_KEY) return;
    const tokens = readStoredTokens();
    if (tokens?.token === store.getState().auth.tokens?.token) return;
    store.dispatch(tokens ? tokensReceived(tokens) : loggedOut());
  });
}
