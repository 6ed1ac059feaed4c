import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { TOKEN_EXPIRED_HEADER, type TokenAnswer } from '@gb/contracts';

import { loggedOut, tokensReceived, type AuthState } from '../auth/auth.slice';
import { readStoredTokens, writeStoredTokens } from '../auth/stored-tokens';
import { i18n } from '../i18n/i18n.instance';

export const API_BASE_URL = '/api/v1';

type WithAuth = { auth: AuthState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    // The api answers messages in the request's locale.
    headers.set('Accept-Language', i18n.language);
    const token = (getState() as WithAuth).auth.tokens?.token;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** This tab's refresh in progress: other requests wait for it instead of refreshing too. */
let refreshing: Promise<TokenAnswer | null> | null = null;

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

/**
 * One refresh across all tabs: under a browser-wide lock, a tab first looks whether another
 * tab has already renewed the expired token (shared through local storage) and takes that.
 */
async function renewedTokens(expiredToken: string): Promise<TokenAnswer | null> {
  const renew = async () => {
    const stored = readStoredTokens();
    if (!stored) return null;
    if (stored.token !== expiredToken) return stored;
    const renewed = await requestRefresh(stored);
    // Written before the lock is released, so the next tab finds the renewed tokens.
    if (renewed) writeStoredTokens(renewed);
    return renewed;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('gb-token-refresh', renew);
  }
  return renew();
}

/**
 * Renewed tokens for an expired access token, sharing this tab's refresh in progress; null
 * when the refresh failed. The upload helper uses it too, so uploads re-authenticate alike.
 */
export function refreshExpiredToken(expiredToken: string): Promise<TokenAnswer | null> {
  if (!refreshing) {
    refreshing = renewedTokens(expiredToken).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function isTokenExpired(error: FetchBaseQueryError | undefined, headers?: Headers): boolean {
  return error?.status === 401 && headers?.get(TOKEN_EXPIRED_HEADER) === 'true';
}

/**
 * Attaches the access token; on a 401 with Token-Expired one refresh runs while other
 * requests wait, then they are retried. A failed refresh logs out.
 */
export const reauthBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, queryApi, extraOptions) => {
  if (refreshing) await refreshing;
  const sentToken = (queryApi.getState() as WithAuth).auth.tokens?.token;
  let result = await rawBaseQuery(args, queryApi, extraOptions);
  if (!sentToken || !isTokenExpired(result.error, result.meta?.response?.headers)) {
    return result;
  }
  const tokens = await refreshExpiredToken(sentToken);
  if (!tokens) {
    queryApi.dispatch(loggedOut());
    return result;
  }
  if ((queryApi.getState() as WithAuth).auth.tokens?.token !== tokens.token) {
    queryApi.dispatch(tokensReceived(tokens));
  }
  result = await rawBaseQuery(args, queryApi, extraOptions);
  return result;
};
