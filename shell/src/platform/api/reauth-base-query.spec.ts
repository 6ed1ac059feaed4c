import { jest } from '@jest/globals';

import { selectSessionExpired, selectTokens, tokensReceived } from '../auth/auth.slice';
import { makeStore } from '../store/make-store';
import { reauthBaseQuery } from './reauth-base-query';

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ statusCode: status, message: 'no' }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function loggedInStore() {
  const store = makeStore();
  store.dispatch(tokensReceived({ token: 'access', refreshToken: 'refresh' }));
  return store;
}

function call(store: ReturnType<typeof makeStore>) {
  return reauthBaseQuery(
    'user/1',
    {
      getState: store.getState,
      dispatch: store.dispatch,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'getUser',
      type: 'query',
    },
    {},
  );
}

describe('reauthBaseQuery', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('logs out and marks the session expired when the api ends the login (401 without Token-Expired)', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(answer(401));
    const store = loggedInStore();
    await call(store);
    expect(selectTokens(store.getState())).toBeNull();
    expect(selectSessionExpired(store.getState())).toBe(true);
  });

  it('keeps the login on any other refusal', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(answer(403));
    const store = loggedInStore();
    await call(store);
    expect(selectTokens(store.getState())?.token).toBe('access');
    expect(selectSessionExpired(store.getState())).toBe(false);
  });
});
