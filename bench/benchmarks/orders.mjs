// Orders per second through POST order (validation, pricing, numbering, outbox, one transaction)
// against bare inserts of the same rows through pg, on the local PostgreSQL, in one run.
import pg from 'pg';
import {
  freshDatabase,
  orderableBooklet,
  orderBody,
  percentile,
  runPool,
  startApi,
} from '../support/order-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';

const MIN_RATIO = 0.3;
const ORDERS = scaled(2000, 100);
const WARM_UP = scaled(200, 10);
const CONCURRENCY = 32;

async function throughApi(api, bookletId) {
  const post = (index) =>
    fetch(`${api.url}/api/v1/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody(bookletId, index)),
    });
  await runPool(WARM_UP, CONCURRENCY, async (index) => void (await (await post(index)).text()));
  const latencies = [];
  const started = performance.now();
  await runPool(ORDERS, CONCURRENCY, async (index) => {
    const sent = performance.now();
    const response = await post(WARM_UP + index);
    await response.text();
    if (response.status !== 201) throw new Error(`POST order answered ${response.status}`);
    latencies.push(performance.now() - sent);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ORDERS / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** How many orders the database holds that match `where` (its one parameter `value`). */
async function storedOrders(databaseUrl, where, value) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM customer_order WHERE ${where}`,
      [value],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The same order and line rows, inserted without the api: the floor of what PostgreSQL takes. */
async function bareInserts(databaseUrl, bookletId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const insert = async (index) => {
    const body = orderBody(bookletId, index);
    const { rows } = await pool.query(
      `INSERT INTO customer_order (display_order_id, billing_type, billing_firstname, billing_lastname,
         billing_street, billing_zip, billing_city, billing_email, postage, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        `B-${index}`,
        body.type,
        body.firstname,
        body.lastname,
        body.street,
        body.zip,
        body.city,
        body.email,
        5,
        75,
      ],
    );
    await pool.query(
      `INSERT INTO order_line (order_id, booklet_id, currency, unit_price, quantity, price, vat_percent)
       VALUES ($1, $2, 'CHF', 35, $3, $4, 8.1)`,
      [rows[0].id, bookletId, body.orderLines[0].quantity, 35 * body.orderLines[0].quantity],
    );
  };
  await runPool(WARM_UP, CONCURRENCY, (index) => insert(1_000_000 + index));
  const started = performance.now();
  await runPool(ORDERS, CONCURRENCY, (index) => insert(index));
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return ORDERS / seconds;
}

export async function run() {
  const database = await freshDatabase();
  const api = await startApi(database.url);
  try {
    const booklet = await orderableBooklet(api.url);
    const viaApi = await throughApi(api, booklet.id);
    expectSetUp(
      'the orders POST order stored',
      await storedOrders(database.url, 'billing_email LIKE $1', 'bench%@example.ch'),
      WARM_UP + ORDERS,
    );
    const bare = await bareInserts(database.url, booklet.id);
    expectSetUp(
      'the orders inserted bare',
      await storedOrders(database.url, 'display_order_id LIKE $1', 'B-%'),
      WARM_UP + ORDERS,
    );
    const ratio = viaApi.perSecond / bare;
    console.log(
      `POST order:   ${viaApi.perSecond.toFixed(0)} orders/s (${ORDERS} orders, ${CONCURRENCY} at a time)`,
    );
    console.log(`latency:      p50 ${viaApi.p50.toFixed(1)} ms, p99 ${viaApi.p99.toFixed(1)} ms`);
    console.log(`bare inserts: ${bare.toFixed(0)} orders/s`);
    console.log(`ratio:        ${ratio.toFixed(2)} (target at least ${MIN_RATIO})`);
    return ratio >= MIN_RATIO;
  } finally {
    await api.stop();
    await database.drop();
  }
}
