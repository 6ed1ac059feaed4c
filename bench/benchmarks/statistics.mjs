// The season's statistics with 50,000 public orders and 2,000 partner orders: p50 and p99 of a
// franchisee's `GET statistics` (the current booklet year), against the staff booklet list
// (`GET booklet`, which counts orders per booklet too) in the same run: on the embedded database,
// and again on a fresh database of the PostgreSQL server that DATABASE_URL names, when it is set.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from '@gb/test-kit';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { buildApi } from '../support/api-build.mjs';
import { franchiseeToken, onEachDatabase } from '../support/bench-api.mjs';

const PUBLIC_ORDERS = scaled(50_000, 500);
const PARTNER_ORDERS = scaled(2_000, 20);
const CONNECTIONS = 2;
const DURATION_SECONDS = scaled(10, 1);
const MAX_P99_MS = 300;

/**
 * Orders on the current year's booklets spread over a season of 120 days: every public order one
 * line, every fifth a second line of another booklet; partner orders of both types, and a
 * collected return for every tenth commission order.
 */
async function writeSeason(app) {
  const { DataSource } = await import(join(repositoryRoot, 'node_modules/typeorm/index.js'));
  const dataSource = app.get(DataSource);
  const [{ year }] = await dataSource.query(
    'SELECT max(year) - 1 AS year FROM booklet', // the seed's next year is the current one + 1
  );
  await dataSource.query(
    `INSERT INTO customer_order (display_order_id, order_date_time, total, billing_lastname)
     SELECT 'BENCH-' || g, now() - ((g % 120) || ' days')::interval, 60, 'Bench'
     FROM generate_series(1, $1) g`,
    [PUBLIC_ORDERS],
  );
  await dataSource.query(
    `WITH booklets AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n,
                              count(*) OVER () AS total FROM booklet WHERE year = $1),
          orders AS (SELECT id, row_number() OVER (ORDER BY id) AS g FROM customer_order
                     WHERE display_order_id LIKE 'BENCH-%')
     INSERT INTO order_line (order_id, booklet_id, unit_price, quantity, price, vat_percent)
     SELECT o.id, b.id, 30, 1 + o.g % 3, 30 * (1 + o.g % 3), 8.1
     FROM orders o JOIN booklets b ON b.n = o.g % b.total
     UNION ALL
     SELECT o.id, b.id, 30, 1, 30, 8.1
     FROM orders o JOIN booklets b ON b.n = (o.g + 1) % b.total
     WHERE o.g % 5 = 0 AND b.total > 1`,
    [year],
  );
  await dataSource.query(
    `INSERT INTO partner_order (company_id, display_order_id, type, state)
     SELECT (SELECT id FROM company ORDER BY id LIMIT 1 OFFSET g % (SELECT count(*) FROM company)),
            'BENCH-P-' || g, CASE WHEN g % 4 = 0 THEN 'Purchase' ELSE 'Commission' END,
            CASE WHEN g % 3 = 0 THEN 'shipped' ELSE 'ordered' END
     FROM generate_series(1, $1) g`,
    [PARTNER_ORDERS],
  );
  await dataSource.query(
    `WITH booklets AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n,
                              count(*) OVER () AS total FROM booklet WHERE year = $1),
          orders AS (SELECT id, row_number() OVER (ORDER BY id) AS g FROM partner_order
                     WHERE display_order_id LIKE 'BENCH-P-%')
     INSERT INTO partner_order_line (partner_order_id, booklet_id, quantity)
     SELECT o.id, b.id, 5 + o.g % 20 FROM orders o JOIN booklets b ON b.n = o.g % b.total`,
    [year],
  );
  await dataSource.query(
    `INSERT INTO return_order (company_id, display_order_id, state)
     SELECT company_id, 'BENCH-R-' || id, 'collected' FROM partner_order
     WHERE display_order_id LIKE 'BENCH-P-%' AND type = 'Commission' AND id % 10 = 0`,
  );
  await dataSource.query(
    `INSERT INTO return_order_line (return_order_id, booklet_id, quantity)
     SELECT r.id, l.booklet_id, 2 FROM return_order r
     JOIN partner_order p ON r.display_order_id = 'BENCH-R-' || p.id
     JOIN partner_order_line l ON l.partner_order_id = p.id`,
  );
  await dataSource.query('ANALYZE');
  const [{ orders }] = await dataSource.query('SELECT count(*)::int AS orders FROM customer_order');
  const [{ partner }] = await dataSource.query(
    'SELECT count(*)::int AS partner FROM partner_order',
  );
  return { year: Number(year), orders, partner };
}

const load = (url, headers) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });

const line = (name, result) =>
  console.log(
    `  ${name.padEnd(40)} ${result.requests.average.toFixed(1).padStart(7)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );

export async function run() {
  buildApi();
  return onEachDatabase('gb-bench-statistics-', measure);
}

async function measure(app, apiUrl, databaseName) {
  const season = await writeSeason(app);
  const token = await franchiseeToken(apiUrl);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de-CH' };
  const statisticsUrl = `${apiUrl}/api/v1/statistics?year=${season.year}`;
  const answer = await (await fetch(statisticsUrl, { headers })).json();
  expectSetUp('the public orders', season.orders, PUBLIC_ORDERS);
  expectSetUp('the partner orders', season.partner, PARTNER_ORDERS);
  expectSetUp(
    `the statistics of ${season.year} (public orders)`,
    answer.totals.publicOrders.orders,
    PUBLIC_ORDERS,
  );

  await autocannon({ url: statisticsUrl, connections: 1, duration: 2, headers });
  const booklets = await load(`${apiUrl}/api/v1/booklet`, headers);
  const statistics = await load(statisticsUrl, headers);
  console.log(
    `${season.orders} public orders, ${season.partner} partner orders; statistics of ` +
      `${season.year}: ${answer.totals.publicOrders.orders} orders, ` +
      `${answer.ordersPerDay.length} days, ${answer.booklets.length} booklets; ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${databaseName}`,
  );
  line('staff GET booklet (baseline)', booklets);
  line('GET statistics', statistics);
  const ratio = statistics.latency.p50 / Math.max(booklets.latency.p50, 1);
  console.log(
    `p50 statistics / booklet list ${ratio.toFixed(2)}; ` +
      `p99 ${statistics.latency.p99} ms (target under ${MAX_P99_MS} ms)`,
  );
  const clean = [booklets, statistics].every((r) => r.errors + r.non2xx === 0);
  return clean && statistics.latency.p99 < MAX_P99_MS;
}
