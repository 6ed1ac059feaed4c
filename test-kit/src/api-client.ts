import { DEMO_PASSWORD } from './demo-accounts.js';

/** The tokens `POST auth/authenticate` answers. */
export interface Tokens {
  token: string;
  refreshToken: string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer outside 2xx, with what the api said. */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export interface ApiClient {
  /** The whole answer, whatever its status. */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  /** The body of a 2xx answer (null for 204); any other status throws an ApiError. */
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
  /** The same client with another bearer token (or none). */
  as(token: string | undefined): ApiClient;
  readonly token: string | undefined;
}

export interface ApiClientOptions {
  token?: string;
  /** Accept-Language of every call (de-CH when not given, as the api defaults). */
  locale?: string;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

/**
 * Calls the api at `baseUrl` (the portal's address; paths are under /api/v1, as `voucher/12`)
 * as the holder of `token`, with JSON bodies.
 */
export function apiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const root = `${baseUrl.replace(/\/$/, '')}/api/v1/`;
  const call = async <T>(method: string, path: string, call: CallOptions = {}) => {
    const headers: Record<string, string> = { ...call.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.locale) headers['Accept-Language'] = options.locale;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(root + path.replace(/^\//, ''), {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await bodyOf(response)) as T,
    };
  };
  const expectOk = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, { body });
    if (answer.status < 200 || answer.status > 299) {
      throw new ApiError(method, path, answer.status, answer.body);
    }
    return answer.body;
  };
  return {
    call,
    get: (path) => expectOk('GET', path),
    post: (path, body) => expectOk('POST', path, body),
    put: (path, body) => expectOk('PUT', path, body),
    patch: (path, body) => expectOk('PATCH', path, body),
    delete: (path) => expectOk('DELETE', path),
    as: (token) => apiClient(baseUrl, { ...options, token }),
    token: options.token,
  };
}

/** Logs `username` in through the api and answers its tokens. */
export async function login(
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<Tokens> {
  return apiClient(baseUrl).post<Tokens>('auth/authenticate', { username, password });
}

/** A client acting as `username` (a demo account by default password). */
export async function clientAs(
  baseUrl: string,
  username: string,
  password?: string,
): Promise<ApiClient> {
  const { token } = await login(baseUrl, username, password);
  return apiClient(baseUrl, { token });
}

/** The user id an access token carries. */
export function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.uid as number;
}
