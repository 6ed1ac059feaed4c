// The dashboard's voucher list with 5,000 vouchers: requests per second and p99 of a
// franchisee's filtered `GET voucher` (token, one page), against the public list's path
// (`GET voucher` without a token) in the same run, at the same concurrency: on the embedded
// database, and again on a fresh database of the PostgreSQL server that DATABASE_URL names,
// when it is set. A third line (not judged) sends another filter with every request, so no
// kept answer or selection helps: the cost of a list the process has not made yet.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from '@gb/test-kit';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';
import { franchiseeToken, onEachDatabase } from '../support/bench-api.mjs';

const VOUCHERS = scaled(5000, 300);
const CONNECTIONS = 10;
const DURATION_SECONDS = scaled(8, 1);
const MIN_RATIO = 0.5;
const MAX_P99_MS = 100;
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'de-CH' };
/** A franchisee's everyday view: the vouchers waiting on the company, in any booklet. */
const FILTER = '?stateClass=WaitingForApproval,Draft&archived=false';

/** Copies the demo vouchers (with their booklets) until there are `total` in all. */
async function growVouchers(app, total) {
  const { DataSource } = await import(join(repositoryRoot, 'node_modules/typeorm/index.js'));
  const dataSource = app.get(DataSource);
  await dataSource.query(
    `WITH originals AS (SELECT *, row_number() OVER (ORDER BY id) AS n FROM voucher),
          wanted AS (SELECT g AS n FROM generate_series(1, $1 - (SELECT count(*) FROM voucher)) g)
     INSERT INTO voucher (booklet_id, company_id, offer_short, offer_long, opening_hours,
       voucher_category_id, responsible_user_id, state_class, address_type, address_company,
       address_street, address_zip, address_city, address_lon, address_lat,
       complete_image_attachment_id, front_image_attachment_id, back_image_attachment_id)
     SELECT o.booklet_id, o.company_id, o.offer_short || ' (' || w.n || ')', o.offer_long,
       o.opening_hours, o.voucher_category_id, o.responsible_user_id, o.state_class,
       o.address_type, o.address_company, o.address_street, o.address_zip, o.address_city,
       o.address_lon, o.address_lat, o.complete_image_attachment_id,
       o.front_image_attachment_id, o.back_image_attachment_id
     FROM wanted w
     JOIN originals o ON o.n = 1 + (w.n - 1) % (SELECT count(*) FROM originals)`,
    [total],
  );
  await dataSource.query(
    `INSERT INTO voucher_booklet (voucher_id, booklet_id)
     SELECT v.id, v.booklet_id FROM voucher v
     WHERE v.booklet_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM voucher_booklet vb WHERE vb.voucher_id = v.id)`,
  );
  await dataSource.query('ANALYZE');
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM voucher');
  return count;
}

function load(url, headers = {}, more = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { ...REQUEST_HEADERS, ...headers },
    ...more,
  });
}

/** Each request with a fulltext filter of its own (the copies' offers end in their number). */
function everyRequestAnotherFilter(listUrl) {
  let sent = 0;
  const path = new URL(listUrl);
  return {
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `${path.pathname}${path.search}&fulltext=${encodeURIComponent(`(${++sent})`)}`,
        }),
      },
    ],
  };
}

const line = (name, result) =>
  console.log(
    `  ${name.padEnd(46)} ${result.requests.average.toFixed(0).padStart(6)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );

export async function run() {
  buildApi();
  return onEachDatabase('gb-bench-vouchers-', measure);
}

async function measure(app, apiUrl, databaseName) {
  const total = await growVouchers(app, VOUCHERS);
  const token = await franchiseeToken(apiUrl);
  const authorization = { authorization: `Bearer ${token}` };
  const listUrl = `${apiUrl}/api/v1/voucher${FILTER}`;
  const page = await (await fetch(listUrl, { headers: authorization })).json();
  const publicCount = (await (await fetch(`${apiUrl}/api/v1/voucher`)).json()).total;
  expectSetUp('the vouchers', total, VOUCHERS);
  expectSetUp(`the staff list with ${FILTER}`, page.total, 1);

  // Warm-up of both paths, so neither measurement pays the JIT.
  await autocannon({ url: listUrl, connections: 2, duration: 2, headers: authorization });
  const publicList = await load(`${apiUrl}/api/v1/voucher`);
  const dashboardList = await load(listUrl, authorization);
  const newLists = await load(listUrl, authorization, everyRequestAnotherFilter(listUrl));
  const ratio = dashboardList.requests.average / publicList.requests.average;
  console.log(
    `${total} vouchers (${publicCount} public), filter ${FILTER}: ${page.total} match, ` +
      `page of ${page.items.length}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${databaseName}`,
  );
  line('public GET voucher, no token', publicList);
  line("franchisee's GET voucher with the filter", dashboardList);
  line('the same, another fulltext each request', newLists);
  console.log(
    `ratio dashboard / public ${ratio.toFixed(2)} (target at least ${MIN_RATIO}), ` +
      `p99 ${dashboardList.latency.p99} ms (target under ${MAX_P99_MS} ms)`,
  );
  const clean = [publicList, dashboardList, newLists].every((r) => r.errors + r.non2xx === 0);
  return clean && ratio >= MIN_RATIO && dashboardList.latency.p99 < MAX_P99_MS;
}
