/**
 * Where a visitor was going when the guard asked for a login (path, query and hash): the login
 * takes them there. Cancelling the login dialog forgets it, so a later login reloads the page
 * the visitor is on.
 */
let target: string | null = null;

export function rememberLoginTarget(url: URL | Location): void {
  target = `${url.pathname}${url.search}${url.hash}`;
}

export function forgetLoginTarget(): void {
  target = null;
}

/** Opens the target after a login, or reloads the page when there is none. */
export function continueAfterLogin(): void {
  if (target) window.location.assign(target);
  else window.location.reload();
}
