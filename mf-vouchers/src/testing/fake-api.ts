// What the voucher screens' unit tests stand in for: the api by method and path, and a login.
import { makeStore, tokensReceived, type AppStore } from '@gb/shell/platform';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
/** `'GET /api/v1/voucher/7'` → its answer; a function sees the call. */
export type Answers = Record<string, Answer | ((call: Call) => Answer)>;

/** Replaces fetch: answers by method and path, records every call; unknown paths get 404. */
export function fakeApi(answers: Answers): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const found = answers[`${call.method} ${call.path}`];
    const answer = typeof found === 'function' ? found(call) : found;
    return new Response(JSON.stringify(answer?.body ?? { statusCode: 404, message: 'Not found' }), {
      status: answer?.status ?? (answer ? 200 : 404),
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return calls;
}

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A store logged in with these roles (the token's claims; the api would check the signature). */
export function storeLoggedInAs(userId: number, roles: readonly string[]): AppStore {
  const store = makeStore();
  const claims = {
    sub: `user${userId}@demo.ch`,
    uid: userId,
    exp: Math.floor(Date.now() / 1000) + 3600,
    role: roles.map((role) => `Role.${role}`),
    permissions: roles.map((role) => `Role.${role}`),
  };
  const token = `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;
  store.dispatch(tokensReceived({ token, refreshToken: 'refresh' }));
  return store;
}
