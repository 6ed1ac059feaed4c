// Requests per second of the public `GET voucher`, against a bare Node http server sending the
// same bytes, in the same run and at the same concurrency: with the demo's vouchers as seeded
// (about 150, a small answer where the api's own work per request counts most), then grown to
// 2,000 (a large answer, where sending the bytes counts most).
import { createServer, get } from 'node:http';
import { join } from 'node:path';

import { eventually, repositoryRoot } from '@gb/test-kit';
import autocannon from 'autocannon';

import { startBenchApi } from '../support/bench-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';

/** The demo's public list as seeded, and the grown one, with the rate each must reach. */
const DEMO = { vouchers: 150, minRatio: 0.3 };
const GROWN = { vouchers: scaled(2000, 200), minRatio: 0.5 };
const CONNECTIONS = 20;
const DURATION_SECONDS = scaled(8, 1);
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

function load(url) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: REQUEST_HEADERS,
  });
}

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
    const barePort = await listen(bare);
    const api = await load(listUrl);
    const baseline = await load(`http://127.0.0.1:${barePort}/`);
    const ratio = api.requests.average / baseline.requests.average;
    const size = `${(raw.body.length / 1024).toFixed(1)} KB ${encoding}`;
    console.log(
      `GET voucher: ${count} vouchers, ${size}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    console.log(
      `  api            ${api.requests.average.toFixed(0)} req/s, p99 ${api.latency.p99} ms, errors ${api.errors + api.non2xx}`,
    );
    console.log(
      `  bare node http ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `ratio ${ratio.toFixed(2)} (target at least ${minRatio}), p99 ${api.latency.p99} ms ` +
        `(target under ${MAX_P99_MS} ms) with ${count} vouchers, ${size}`,
    );
    return ratio >= minRatio && api.latency.p99 < MAX_P99_MS && api.errors + api.non2xx === 0;
  } finally {
    bare.close();
  }
}

export async function run() {
  buildApi();
  const { app, url: apiUrl, close } = await startBenchApi();
  try {
    const demo = await measure(apiUrl, DEMO);
    await growPublicVouchers(app, apiUrl, GROWN.vouchers);
    return (await measure(apiUrl, GROWN)) && demo;
  } finally {
    await close();
  }
}
