import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { TOKEN_EXPIRED_HEADER } from '@gb/contracts';

import { loggedOut, tokensReceived, type AuthState } from '../auth/auth.slice';
import { API_BASE_URL, refreshExpiredToken, refreshSettled } from '../auth/token-refresh';
import { i18n } from '../i18n/i18n.instance';

export { API_BASE_URL };

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

function isCurrentToken(queryApi: { getState: () => unknown }, token: string): boolean {
  return (queryApi.getState() as WithAuth).auth.tokens?.token === token;
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
  await refreshSettled();
  const sentToken = (queryApi.getState() as WithAuth).auth.tokens?.token;
  let result = await rawBaseQuery(args, queryApi, extraOptions);
  if (!sentToken) return result;
  if (!isTokenExpired(result.error, result.meta?.response?.headers)) {
    // A login the api ended (logout elsewhere, a new password, a removed role): the login is
    // gone here too, and the login dialog says the session expired.
    if (result.error?.status === 401 && isCurrentToken(queryApi, sentToken)) {
      queryApi.dispatch(loggedOut({ expired: true }));
    }
    return result;
  }
  const tokens = await refreshExpiredToken(sentToken);
  if (!tokens) {
    queryApi.dispatch(loggedOut({ expired: true }));
    return result;
  }
  if ((queryApi.getState() as WithAuth).auth.tokens?.token !== tokens.token) {
    queryApi.dispatch(tokensReceived(tokens));
  }
  result = await rawBaseQuery(args, queryApi, extraOptions);
  return result;
};
