// wrk's report read as numbers: a benchmark compares the rates and holds the p99 to its target.
import assert from 'node:assert/strict';
import { it } from 'node:test';

import { parseWrk } from '../support/wrk.mjs';

const REPORT = `Running 3s test @ http://127.0.0.1:3000/api/v1/voucher
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.20ms    2.19ms  57.99ms   97.52%
    Req/Sec    14.52k     1.91k   17.83k    85.00%
  Latency Distribution
     50%  716.00us
     75%    1.07ms
     90%    2.93ms
     99%    1.20s
  43557 requests in 3.00s, 1.00GB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 3
Requests/sec:  14519.12
Transfer/sec:    330.12MB
`;

it('reads the rate, the median and the p99 in milliseconds, and counts the failures', () => {
  assert.deepEqual(parseWrk(REPORT), { rate: 14519.12, p50: 0.716, p99: 1200, failures: 10 });
});

it('counts no failure when wrk reports none', () => {
  const clean = REPORT.split('\n')
    .filter((line) => !/Socket errors|Non-2xx/.test(line))
    .join('\n');
  assert.equal(parseWrk(clean).failures, 0);
});
