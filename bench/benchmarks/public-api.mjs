// Requests per second of the public `GET voucher`, against a bare Node http server sending the
// same bytes, in the same run and at the same concurrency: with the demo's vouchers as seeded
// (about 150, a small answer where the api's own work per request counts most), then grown to
// 2,000 (a large answer, where sending the bytes counts most). wrk sends the load from a process
// and a core of its own (support/wrk.mjs).
import { createServer, get } from 'node:http';
import { join } from 'node:path';

import { eventually, repositoryRoot } from '@gb/test-kit';

import { startBenchApi } from '../support/bench-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';
import { pinApartFromLoad, wrk, wrkMissing } from '../support/wrk.mjs';

/** The demo's public list as seeded, and the grown one, with the rate each must reach. */
const DEMO = { vouchers: 150, minRatio: 0.3 };
const GROWN = { vouchers: scaled(2000, 200), minRatio: 0.5 };
const CONNECTIONS = 20;
const ROUNDS = scaled(5, 1);
const ROUND_SECONDS = scaled(3, 1);
const MAX_P99_MS = 10;
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'de-CH' };

/** Copies public vouchers (with their booklets) until the public list holds `total`. */
async function growPublicVouchers(app, apiUrl, total) {
  const { DataSource } = await import(join(repositoryRoot, 'node_modules/typeorm/index.js'));
  const dataSource = app.get(DataSource);
  const vouchers = dataSource.getRepository('Voucher');
  const listed = (await (await fetch(`${apiUrl}/api/v1/voucher`)).json()).items;
  const originals = await vouchers.find({
    where: listed.map(({ id }) => ({ id })),
    relations: { inBooklets: true },
  });
  const copies = [];
  for (let n = 0; listed.length + copies.length < total; n++) {
    const {
      id: _id,
      inBooklets,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = originals[n % originals.length];
    copies.push({ fields: { ...fields, offerShort: `${fields.offerShort} (${n})` }, inBooklets });
  }
  const result = await vouchers.insert(copies.map((copy) => copy.fields));
  const links = result.identifiers.flatMap(({ id }, index) =>
    copies[index].inBooklets.map((booklet) => ({ voucher_id: id, booklet_id: booklet.id })),
  );
  await dataSource
    .createQueryBuilder()
    .insert()
    .into('voucher_booklet', ['voucher_id', 'booklet_id'])
    .values(links)
    .execute();
}

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

const round = (url) =>
  wrk(url, { connections: CONNECTIONS, headers: REQUEST_HEADERS, seconds: ROUND_SECONDS });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Both servers in turns (api, bare, api, bare…) after a warm-up of each (the JIT, the pools):
 * a moment the machine is busy falls on both alike. Answers each one's median round.
 */
async function inTurns(apiUrl, bareUrl) {
  await round(apiUrl);
  await round(bareUrl);
  const rounds = { api: [], bare: [] };
  for (let turn = 0; turn < ROUNDS; turn++) {
    rounds.api.push(await round(apiUrl));
    rounds.bare.push(await round(bareUrl));
  }
  const middle = (results) => ({
    rate: median(results.map(({ rate }) => rate)),
    p50: median(results.map(({ p50 }) => p50)),
    p99: median(results.map(({ p99 }) => p99)),
    failures: results.reduce((sum, { failures }) => sum + failures, 0),
    rates: results.map(({ rate }) => rate.toFixed(0)).join(' '),
  });
  return { api: middle(rounds.api), bare: middle(rounds.bare) };
}

const figures = ({ rate, p50, p99, rates }) =>
  `${rate.toFixed(0)} req/s (rounds ${rates}), p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`;

/** The public list's bytes as the api sends them (fetch would decode the gzip). */
function rawList(listUrl) {
  return new Promise((resolve, reject) => {
    get(listUrl, { headers: REQUEST_HEADERS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The public list against a bare server sending its bytes; true when on target. */
async function measure(apiUrl, { vouchers, minRatio }) {
  const listUrl = `${apiUrl}/api/v1/voucher`;
  // The list is kept for a while; what is measured is the one of this size.
  const publicTotal = async () => (await (await fetch(listUrl)).json()).total;
  const grown = async () => ((await publicTotal()) >= vouchers ? true : undefined);
  await eventually(grown, { timeoutMs: 30_000, everyMs: 250 }).catch(() => undefined);
  const count = await publicTotal();
  expectSetUp('the public voucher list', count, vouchers);
  const raw = await rawList(listUrl);
  const encoding = raw.headers['content-encoding'] ?? 'identity';
  const sentHeaders = {
    'content-type': raw.headers['content-type'],
    ...(raw.headers['content-encoding'] && { 'content-encoding': encoding }),
    'content-length': raw.body.length,
  };
  const bare = createServer((_request, response) => {
    response.writeHead(200, sentHeaders);
    response.end(raw.body);
  });
  try {
    const bareUrl = `http://127.0.0.1:${await listen(bare)}/`;
    const { api, bare: baseline } = await inTurns(listUrl, bareUrl);
    const ratio = api.rate / baseline.rate;
    const size = `${(raw.body.length / 1024).toFixed(1)} KB ${encoding}`;
    console.log(
      `GET voucher: ${count} vouchers, ${size}, ${CONNECTIONS} connections (wrk), ` +
        `median of ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
    );
    console.log(`  api            ${figures(api)}`);
    console.log(`  bare node http ${figures(baseline)}`);
    console.log(
      `ratio ${ratio.toFixed(2)} (target at least ${minRatio}), p99 ${api.p99.toFixed(2)} ms ` +
        `(target under ${MAX_P99_MS} ms) with ${count} vouchers, ${size}`,
    );
    if (api.failures > 0) console.log(`  ${api.failures} answers failed (target none)`);
    return ratio >= minRatio && api.p99 < MAX_P99_MS && api.failures === 0;
  } finally {
    bare.close();
  }
}

export async function run() {
  if (wrkMissing) throw new Error(`set-up: ${wrkMissing}`);
  buildApi();
  const unpin = pinApartFromLoad();
  const { app, url: apiUrl, close } = await startBenchApi();
  try {
    const demo = await measure(apiUrl, DEMO);
    await growPublicVouchers(app, apiUrl, GROWN.vouchers);
    return (await measure(apiUrl, GROWN)) && demo;
  } finally {
    await close();
    unpin();
  }
}
