import { jest } from '@jest/globals';

import { TOKEN_EXPIRED_HEADER } from '@gb/contracts';

import { selectSessionExpired, selectTokens, tokensReceived } from '../auth/auth.slice';
import { TOKENS_KEY } from '../auth/stored-tokens';
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

function call(store: ReturnType<typeof makeStore>, url = 'user/1') {
  return reauthBaseQuery(
    url,
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

  /**
   * The api's routes that answer visitors and logged-in callers differently (a staff list, the
   * internal notes, what a company may see) and every other route visitors may call: with an
   * expired token each answers 401 with Token-Expired, never the visitors' answer.
   */
  const ROUTES_FOR_VISITORS_AND_STAFF = [
    'booklet?archived=false',
    'voucher?pageSize=25',
    'region',
    'region/3',
    'text-block?canonical=home',
    'voucher-category',
    'company/point-of-sales',
    'client-config',
    'order/postage?quantity=2',
  ];

  /** The api as the browser meets it: the access token `expired` has expired, `renewed` is fresh. */
  function apiWithExpiredToken() {
    const seen: { url: string; token: string | null }[] = [];
    const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
      seen.push({ url: request.url, token });
      if (request.url.endsWith('/auth/refresh')) {
        return new Response(JSON.stringify({ token: 'renewed', refreshToken: 'refresh-2' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (token === 'expired') return answer(401, { [TOKEN_EXPIRED_HEADER]: 'true' });
      return new Response(JSON.stringify({ for: token ?? 'visitor' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    return { fetchMock, seen };
  }

  function storeWithExpiredToken() {
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ token: 'expired', refreshToken: 'refresh' }));
    const store = makeStore();
    store.dispatch(tokensReceived({ token: 'expired', refreshToken: 'refresh' }));
    return store;
  }

  afterEach(() => localStorage.clear());

  it.each(ROUTES_FOR_VISITORS_AND_STAFF)(
    'renews an expired token once on GET %s and answers what the login may see',
    async (route) => {
      const { fetchMock, seen } = apiWithExpiredToken();
      globalThis.fetch = fetchMock;
      const store = storeWithExpiredToken();
      const result = await call(store, route);
      expect(result.data).toEqual({ for: 'renewed' });
      expect(seen.map(({ url, token }) => [new URL(url).pathname, token])).toEqual([
        [`/api/v1/${route.split('?')[0]}`, 'expired'],
        ['/api/v1/auth/refresh', null],
        [`/api/v1/${route.split('?')[0]}`, 'renewed'],
      ]);
      expect(selectTokens(store.getState())?.token).toBe('renewed');
    },
  );

  it('renews once for all the calls a dashboard page makes at once, and retries each', async () => {
    const { fetchMock, seen } = apiWithExpiredToken();
    globalThis.fetch = fetchMock;
    const store = storeWithExpiredToken();
    const results = await Promise.all(
      ROUTES_FOR_VISITORS_AND_STAFF.map((route) => call(store, route)),
    );
    expect(results.map((result) => result.data)).toEqual(
      ROUTES_FOR_VISITORS_AND_STAFF.map(() => ({ for: 'renewed' })),
    );
    expect(seen.filter(({ url }) => url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(selectSessionExpired(store.getState())).toBe(false);
  });
});
