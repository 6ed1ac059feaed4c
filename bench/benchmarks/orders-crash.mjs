// Reliability of ordering: orders keep coming while the api is killed with SIGKILL and started
// again. Afterwards every order answered 201 is stored exactly once, with its confirmation mail
// in the job queue, and the numbers of the year have no gaps.
import { EventEmitter, once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { freshDatabase, orderableBooklet, orderBody, startApi } from '../support/order-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';

const CONCURRENCY = 16;
// Each side of the crash lasts at least this long and until it has answered this many orders: on
// a busy machine the first order can take longer than a whole phase.
const PHASE_MS = scaled(1500, 500);
const PHASE_ORDERS = scaled(20, 1);
// An api that answers nothing for this long fails the run instead of hanging it.
const PHASE_LIMIT_MS = 120_000;

export async function run() {
  const database = await freshDatabase();
  const api = await startApi(database.url);
  const answered = new Map();
  const progress = new EventEmitter();
  let refused = 0;
  let sending = true;
  let next = 0;
  try {
    const booklet = await orderableBooklet(api.url);
    const send = async (index) => {
      // Half the orders carry an Idempotency-Key, half go through the grouped writes.
      const headers = { 'Content-Type': 'application/json' };
      if (index % 2 === 0) headers['Idempotency-Key'] = `crash-${index}`;
      try {
        const response = await fetch(`${api.url}/api/v1/order`, {
          method: 'POST',
          headers,
          body: JSON.stringify(orderBody(booklet.id, index)),
        });
        const body = await response.json();
        if (response.status === 201) {
          answered.set(`bench${index}@example.ch`, body.displayOrderId);
          progress.emit('answered');
        } else refused += 1;
      } catch {
        refused += 1;
        // The api is down: try again shortly rather than spin.
        await delay(20);
      }
    };
    const senders = Array.from({ length: CONCURRENCY }, async () => {
      while (sending) await send(next++);
    });
    await phase(progress, () => answered.size);
    await api.kill();
    const beforeTheKill = answered.size;
    console.log(`killed the api with SIGKILL after ${beforeTheKill} answered orders`);
    await api.restart();
    await phase(progress, () => answered.size - beforeTheKill);
    sending = false;
    await Promise.all(senders);
    // Orders were taken on both sides of the crash, or the crash was not measured.
    expectSetUp('the orders answered before the kill', beforeTheKill, PHASE_ORDERS);
    expectSetUp(
      'the orders answered after the restart',
      answered.size - beforeTheKill,
      PHASE_ORDERS,
    );

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows: stored } = await client.query(
      `SELECT o.billing_email AS email, o.display_order_id AS number, coalesce(m.mails, 0) AS mails
       FROM customer_order o
       LEFT JOIN (SELECT (data->>'orderId')::int AS order_id, count(*) AS mails FROM pgboss.job
                  WHERE name = 'order-confirmation' GROUP BY 1) m ON m.order_id = o.id
       ORDER BY o.display_order_id`,
    );
    await client.end();

    const storedByEmail = new Map();
    for (const row of stored)
      storedByEmail.set(row.email, [...(storedByEmail.get(row.email) ?? []), row]);
    const missing = [...answered].filter(([email]) => !storedByEmail.has(email));
    const doubled = [...storedByEmail.values()].filter((rows) => rows.length > 1);
    const renumbered = [...answered].filter(
      ([email, number]) => storedByEmail.get(email)?.[0]?.number !== number,
    );
    const withoutMail = stored.filter((row) => Number(row.mails) !== 1);
    const sequences = stored.map((row) => Number(row.number.split('-')[1]));
    const gaps = sequences.filter((sequence, index) => sequence !== index + 1).length;
    const unanswered = stored.length - answered.size;

    console.log(`orders sent:              ${next}`);
    console.log(`answered 201:             ${answered.size}`);
    console.log(`failed (api down):        ${refused}`);
    console.log(
      `stored:                   ${stored.length} (${unanswered} stored but unanswered by the crash)`,
    );
    console.log(`answered but missing:     ${missing.length}`);
    console.log(`stored more than once:    ${doubled.length}`);
    console.log(`answered number changed:  ${renumbered.length}`);
    console.log(`without confirmation mail: ${withoutMail.length}`);
    console.log(`numbers: 1 … ${sequences.length}, gaps: ${gaps}`);
    return (
      missing.length === 0 &&
      doubled.length === 0 &&
      renumbered.length === 0 &&
      withoutMail.length === 0 &&
      gaps === 0
    );
  } finally {
    sending = false;
    await api.stop();
    await database.drop();
  }
}

/** Resolves once PHASE_MS have passed and `answeredInPhase()` reached PHASE_ORDERS. */
async function phase(progress, answeredInPhase) {
  const limit = AbortSignal.timeout(PHASE_LIMIT_MS);
  await delay(PHASE_MS);
  try {
    while (answeredInPhase() < PHASE_ORDERS) await once(progress, 'answered', { signal: limit });
  } catch (error) {
    if (!limit.aborted) throw error;
    // Past the limit the run goes on: expectSetUp then names how many orders were answered.
  }
}
