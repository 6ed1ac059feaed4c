// What the session check costs: requests per second of a logged-in call whose handler does no
// database work (`GET auth/role`), with the check's cache (SESSION_CACHE_SECONDS=5) and without
// it (0: every call asks the database), against a public call of the same weight sent without a
// token (`GET client-config`) and with the storefront's `Authorization: none`, which must pay
// nothing.
import { DEMO, login } from '@gb/test-kit';
import autocannon from 'autocannon';

import { startBenchApi } from '../support/bench-api.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';

const CONNECTIONS = 20;
const DURATION_SECONDS = scaled(6, 1);
/** A logged-in call with the cached check may cost at most this much of a public call's rate. */
const MIN_CACHED_RATIO = 0.7;
/** A public call sent with `Authorization: none` must go as fast as one without the header. */
const MIN_PUBLIC_RATIO = 0.85;

async function startApi(sessionCacheSeconds) {
  const api = await startBenchApi({
    folderPrefix: 'gb-bench-session-',
    env: { SESSION_CACHE_SECONDS: String(sessionCacheSeconds) },
  });
  const { token } = await login(api.url, DEMO.admin);
  return { url: api.url, token, close: api.close };
}

async function load(url, headers = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
  };
}

const line = (name, { rate, p99, bad }) =>
  console.log(
    `  ${name.padEnd(44)} ${rate.toFixed(0).padStart(6)} req/s, p99 ${p99} ms, errors ${bad}`,
  );

export async function run() {
  buildApi();
  const results = {};
  for (const seconds of [5, 0]) {
    const api = await startApi(seconds);
    try {
      // Warm-up, so the first measurement does not pay the JIT.
      await load(`${api.url}/api/v1/auth/role`, { authorization: `Bearer ${api.token}` });
      if (seconds === 5) {
        results.public = await load(`${api.url}/api/v1/client-config`);
        results.publicNone = await load(`${api.url}/api/v1/client-config`, {
          authorization: 'none',
        });
      }
      results[`cache${seconds}`] = await load(`${api.url}/api/v1/auth/role`, {
        authorization: `Bearer ${api.token}`,
      });
    } finally {
      await api.close();
    }
  }
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, embedded database`);
  line('public GET client-config, no token', results.public);
  line('public GET client-config, Authorization: none', results.publicNone);
  line('GET auth/role, session check cached (5 s)', results.cache5);
  line('GET auth/role, session check uncached (0 s)', results.cache0);
  const cachedRatio = results.cache5.rate / results.public.rate;
  const publicRatio = results.publicNone.rate / results.public.rate;
  console.log(
    `ratio logged-in (cached) / public ${cachedRatio.toFixed(2)} (target at least ${MIN_CACHED_RATIO})`,
  );
  console.log(
    `ratio public with "none" / public ${publicRatio.toFixed(2)} (target at least ${MIN_PUBLIC_RATIO})`,
  );
  console.log(
    `the cache saves ${(results.cache5.rate / results.cache0.rate).toFixed(2)}× over asking every time`,
  );
  const clean = Object.values(results).every(({ bad }) => bad === 0);
  return clean && cachedRatio >= MIN_CACHED_RATIO && publicRatio >= MIN_PUBLIC_RATIO;
}
