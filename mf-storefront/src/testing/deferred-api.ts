import { voucherPage } from './voucher-page';

interface HeldAnswer {
  promise: Promise<unknown>;
  resolve: (body: unknown) => void;
}

/**
 * Stands in for the api in a page's tests: the `held` calls (a path, or a path with its query)
 * answer only when the test resolves them; a text block nobody holds does not exist (404), any
 * other list is empty.
 */
export function deferredApi(held: readonly string[]) {
  const answers = new Map<string, HeldAnswer>();
  const answerOf = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      let resolve: (body: unknown) => void = () => undefined;
      const promise = new Promise<unknown>((done) => (resolve = done));
      answer = { promise, resolve };
      answers.set(path, answer);
    }
    return answer;
  };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname, search } = new URL(request.url);
    const path = held.find(
      (candidate) => candidate === pathname + search || candidate === pathname,
    );
    const missing = !path && pathname.endsWith('/text-block');
    const empty = pathname.endsWith('/voucher') ? voucherPage([]) : [];
    const body = path ? await answerOf(path).promise : missing ? { statusCode: 404 } : empty;
    return new Response(JSON.stringify(body), {
      status: missing ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { resolve: (path: string, body: unknown) => answerOf(path).resolve(body) };
}
