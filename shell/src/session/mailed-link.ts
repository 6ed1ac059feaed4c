/** Mailed links carry `?loginHash=…`; reset links add `profile=password`. */
export const LOGIN_HASH_PARAM = 'loginHash';
export const PROFILE_PARAM = 'profile';

/**
 * Logs in with a mailed link's hash when the page's URL carries one. The code for it downloads
 * only then: most visits come without a link.
 */
export async function loginFromMailedLink(): Promise<void> {
  if (!new URLSearchParams(window.location.search).has(LOGIN_HASH_PARAM)) return;
  const { loginWithHashFromUrl } = await import('./login-with-hash');
  await loginWithHashFromUrl();
}
