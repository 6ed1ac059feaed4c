import { readStoredTokens } from '../auth/stored-tokens';
import { loggedOut } from '../auth/auth.slice';
import { userLoaded } from '../auth/user-state.slice';
import { API_BASE_URL } from '../api/reauth-base-query';
import type { AppDispatch } from '../store/make-store';

/** Ends the login on the api (a failure is ignored) and forgets it in every tab. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  const tokens = readStoredTokens();
  try {
    await fetch(`${API_BASE_URL}/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens?.refreshToken }),
    });
  } catch {
    // The local tokens are cleared anyway.
  }
  dispatch(loggedOut());
  dispatch(userLoaded(null));
}
