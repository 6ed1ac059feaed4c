import type { TokenAnswer } from '@gb/contracts';

import { readStoredTokens, TOKENS_KEY, writeStoredTokens } from './stored-tokens';

export const API_BASE_URL = '/api/v1';

const REFRESH_LOCK = 'gb-token-refresh';

/**
 * How long a tab that waited for another tab's refresh waits for that tab's renewed tokens to
 * reach its local storage: a browser hands storage changes to other tabs a little later, so
 * right after the lock is released they may still read the expired token.
 */
export const OTHER_TAB_WRITE_WAIT_MS = 1000;

async function requestRefresh(tokens: TokenAnswer): Promise<TokenAnswer | null> {
  try {
    const response = await fetch(`${API_BASE_URL}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken, jwtToken: tokens.token }),
    });
    return response.ok ? ((await response.json()) as TokenAnswer) : null;
  } catch {
    return null;
  }
}

/** The stored tokens once they no longer hold `expiredToken`, or as they are after `waitMs`. */
function storedTokensChangedFrom(
  expiredToken: string,
  waitMs: number,
): Promise<TokenAnswer | null> {
  return new Promise((resolve) => {
    const finish = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(readStoredTokens());
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKENS_KEY && !event.newValue?.includes(expiredToken)) finish();
    };
    const timer = setTimeout(finish, waitMs);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * Under the browser-wide lock: the tokens another tab already renewed, or this tab's own
 * refresh, written to local storage before the lock is released.
 */
async function renewUnderLock(expiredToken: string, waitedForOtherTab: boolean) {
  let stored = readStoredTokens();
  if (waitedForOtherTab && stored?.token === expiredToken) {
    stored = await storedTokensChangedFrom(expiredToken, OTHER_TAB_WRITE_WAIT_MS);
  }
  if (!stored) return null;
  if (stored.token !== expiredToken) return stored;
  const renewed = await requestRefresh(stored);
  if (renewed) writeStoredTokens(renewed);
  return renewed;
}

/**
 * One refresh across all tabs: the first tab to take the lock refreshes; a tab that had to wait
 * for the lock takes the tokens that tab renewed instead of spending the refresh token again
 * (the api treats a second use as theft and ends the login).
 */
async function renewedTokens(expiredToken: string): Promise<TokenAnswer | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    return renewUnderLock(expiredToken, false);
  }
  const uncontended = await navigator.locks.request(
    REFRESH_LOCK,
    { ifAvailable: true },
    async (lock) => (lock ? { tokens: await renewUnderLock(expiredToken, false) } : null),
  );
  if (uncontended) return uncontended.tokens;
  return navigator.locks.request(REFRESH_LOCK, () => renewUnderLock(expiredToken, true));
}

/** This tab's refresh in progress: other requests wait for it instead of refreshing too. */
let refreshing: Promise<TokenAnswer | null> | null = null;

/** Resolves when this tab's refresh in progress (if any) has ended. */
export async function refreshSettled(): Promise<void> {
  if (refreshing) await refreshing;
}

/**
 * Renewed tokens for an expired access token, sharing this tab's refresh in progress; null
 * when the refresh failed. The base query and the upload helper both use it.
 */
export function refreshExpiredToken(expiredToken: string): Promise<TokenAnswer | null> {
  if (!refreshing) {
    refreshing = renewedTokens(expiredToken).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}
