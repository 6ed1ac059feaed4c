// Every benchmark the README names runs to its end and prints its figures: each is run at a tiny
// size (BENCH_SMOKE=1) through `npm run bench -- <name>`, as a newcomer would type it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const benchmarks = readdirSync(join(root, 'bench/benchmarks'))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));

/** What each benchmark must print: its measured figures against their baseline or target. */
const FIGURES = {
  bundle: [
    /set-up: the files Home loaded that were compiled for the breakdown \d+ \(wanted \d+\)/,
    /total\s+[\d.]+ KB in \d+ files/,
    /ratio \d+\.\d\d \(target at most 3\.0\)/,
  ],
  orders: [
    /set-up: the orders POST order stored \d+ \(wanted 110\)/,
    /set-up: the orders inserted bare \d+ \(wanted 110\)/,
    /orders\/s/,
    /ratio:\s+\d+\.\d\d/,
  ],
  'launch-day': [
    /set-up: stack \(2 replicas, nginx\): the visitors \d+ \(wanted 10\)/,
    /set-up: embedded \(1 process\): the orders sent \d+ \(wanted 10\)/,
    /orders answered 201 \/ stored\s+\d+ \/ \d+/,
    // On the stack and on the embedded database.
    /orders lost, doubled, gaps\s+0, 0, 0\s+0, 0, 0/,
  ],
  'orders-crash': [
    /set-up: the orders answered before the kill \d+ \(wanted 1\)/,
    /set-up: the orders answered after the restart \d+ \(wanted 1\)/,
    /answered but missing:\s+0\b/,
    /stored more than once:\s+0\b/,
    /gaps: 0\b/,
  ],
  'public-api': [
    /set-up: the public voucher list \d+ \(wanted 150\)/,
    /set-up: the public voucher list \d+ \(wanted 200\)/,
    /api +\d+ req\/s \(rounds [\d ]+\), p50 [\d.]+ ms, p99 [\d.]+ ms/,
    /bare node http \d+ req\/s \(rounds [\d ]+\), p50 [\d.]+ ms, p99 [\d.]+ ms/,
    /ratio \d+\.\d\d \(target at least 0\.3\), p99 [\d.]+ ms \(target under 10 ms\) with 150 vouchers, [\d.]+ KB/,
    /ratio \d+\.\d\d \(target at least 0\.5\), p99 [\d.]+ ms \(target under 10 ms\) with \d+ vouchers, [\d.]+ KB/,
  ],
  redemption: [
    /set-up: the wallets whose link was mailed \d+ \(wanted 20\)/,
    /opened \(GET wallet\/\{token\}, baseline\) +\d+ requests, p50 \d+ ms, p99 \d+ ms/,
    /redeemed from two phones each +40 requests, p50 \d+ ms, p99 \d+ ms, \d+\.\d\d× the baseline's p99 \(target at most 3×\)/,
    /answers +20 × 201, 20 × 409/,
    /wallets with one 201 and one 409 20 of 20; rows kept 20, doubled 0/,
  ],
  'session-check': [/req\/s, (p50 \d+ ms, )?p99 \d+ ms/, /ratio logged-in/],
  statistics: [
    /set-up: the public orders \d+ \(wanted 500\)/,
    /set-up: the statistics of \d+ \(public orders\) \d+ \(wanted 500\)/,
    /GET statistics .* req\/s, (p50 \d+ ms, )?p99 \d+ ms/,
    /p99 \d+ ms \(target under/,
  ],
  vouchers: [
    /set-up: the vouchers \d+ \(wanted 300\)/,
    /req\/s, (p50 \d+ ms, )?p99 \d+ ms/,
    /ratio dashboard \/ public/,
  ],
  'web-vitals': [
    /set-up: the booklets on Home \(phone, Fast 3G\), fewest of 1 load\(s\) \d+ \(wanted 1\)/,
    /phone 390×844, Fast 3G +LCP \d+\.\d\d s \(target at most 2\.5 s/,
    /desktop 1366×768, loopback +LCP \d+\.\d\d s .*CLS \d\.\d{3} .*FCP \d+\.\d\d s, [\d.]+ KB in \d+ requests/,
    /phone 390×844, loopback .* \d+ frames before the booklets \(target at least 1.*footer shown before them (yes|no) \(target no/,
    /Home \(\/\), mobile +performance \d+ \(target at least 95.*accessibility \d+.*best-practices \d+.*seo \d+.*TBT \d+ ms \(target under 200 ms/,
    /median run: FCP .*TBT .*ms/,
    /LCP element: \S/,
    /failed audits: \S/,
  ],
};

function bench(name) {
  return spawnSync('npm', ['run', 'bench', '--', name], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_SMOKE: '1' },
    timeout: 420_000,
  });
}

// Two at a time: a smoke run's figures count for nothing, only that each runs to its end.
describe('the benchmarks of the README', { concurrency: 2 }, () => {
  it('names a benchmark the runner offers for every benchmark file', () => {
    const usage = spawnSync('node', [join(root, 'bench/run.mjs')], { encoding: 'utf8' });
    assert.equal(usage.status, 2);
    for (const name of benchmarks) assert.match(usage.stderr, new RegExp(`\\b${name}\\b`));
  });

  for (const name of benchmarks) {
    it(`runs \`npm run bench -- ${name}\` to its end with its figures`, () => {
      const result = bench(name);
      const output = `${result.stdout}\n${result.stderr}`;
      assert.equal(result.status, 0, output.slice(-3000));
      assert.match(result.stdout, new RegExp(`# bench ${name}: (on target|target missed)`));
      for (const figure of FIGURES[name] ?? [/\d/]) assert.match(result.stdout, figure, output);
      // Whatever the size, no request of a benchmark may fail.
      for (const [line, count] of result.stdout.matchAll(/errors (\d+)/g))
        assert.equal(count, '0', line);
    });
  }
});
