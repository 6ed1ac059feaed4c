// Requests per second of the public `GET voucher` with 2,000 vouchers, against a bare Node http
// server sending the same bytes, in the same run and at the same concurrency.
import { createServer } from 'node:http';
import { join } from 'node:path';

import { eventually, repositoryRoot } from '@gb/test-kit';
import autocannon from 'autocannon';

import { startBenchApi } from '../support/bench-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';

const VOUCHERS = scaled(2000, 200);
const CONNECTIONS = 20;
const DURATION_SECONDS = scaled(8, 1);
const MIN_RATIO = 0.5;
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

export async function run() {
  buildApi();
  const { app, url: apiUrl, close } = await startBenchApi();
  const bare = createServer();
  try {
    await growPublicVouchers(app, apiUrl, VOUCHERS);
    // The list is kept for a while; what is measured is the grown one.
    const publicTotal = async () => (await (await fetch(`${apiUrl}/api/v1/voucher`)).json()).total;
    const grown = async () => ((await publicTotal()) >= VOUCHERS ? true : undefined);
    await eventually(grown, { timeoutMs: 30_000, everyMs: 250 }).catch(() => undefined);
    const count = await publicTotal();
    expectSetUp('the public voucher list', count, VOUCHERS);
    const raw = await new Promise((resolve, reject) => {
      // fetch decodes gzip; the bare server must send the bytes the api sent, so ask again raw.
      import('node:http').then(({ get }) =>
        get(`${apiUrl}/api/v1/voucher`, { headers: REQUEST_HEADERS }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
    });
    const sentHeaders = {
      'content-type': raw.headers['content-type'],
      ...(raw.headers['content-encoding'] && {
        'content-encoding': raw.headers['content-encoding'],
      }),
      'content-length': raw.body.length,
    };
    bare.on('request', (_request, response) => {
      response.writeHead(200, sentHeaders);
      response.end(raw.body);
    });
    const barePort = await listen(bare);

    const api = await load(`${apiUrl}/api/v1/voucher`);
    const baseline = await load(`http://127.0.0.1:${barePort}/`);
    const ratio = api.requests.average / baseline.requests.average;
    console.log(
      `GET voucher: ${count} vouchers, ${(raw.body.length / 1024).toFixed(1)} KB ` +
        `(${raw.headers['content-encoding'] ?? 'identity'}), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    console.log(
      `  api            ${api.requests.average.toFixed(0)} req/s, p99 ${api.latency.p99} ms, errors ${api.errors + api.non2xx}`,
    );
    console.log(
      `  bare node http ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `ratio ${ratio.toFixed(2)} (target at least ${MIN_RATIO}) with ${count} vouchers, ` +
        `${(raw.body.length / 1024).toFixed(1)} KB ${raw.headers['content-encoding'] ?? 'identity'}`,
    );
    return ratio >= MIN_RATIO && api.errors + api.non2xx === 0;
  } finally {
    bare.close();
    await close();
  }
}
