// Launch day: 1,000 visitors over a minute (Home, one filter, one slideshow) while 100 orders
// per second arrive, against the two-replica stack (nginx, PostgreSQL, Redis, s3rver) and, beside
// it, the single process on the embedded database; then orders answered against orders stored.
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { startPortal } from '@gb/test-kit';

import { cpuDuring } from '../support/launch-day/cpu-time.mjs';
import { launchDayLoad } from '../support/launch-day/load.mjs';
import { checkOrders } from '../support/launch-day/order-check.mjs';
import { recordVisit } from '../support/launch-day/visit-recording.mjs';
import { orderableBooklet, percentile } from '../support/order-api.mjs';
import { expectSetUp } from '../support/set-up.mjs';
import { scaled } from '../support/smoke.mjs';
import { stackToMeasure } from '../support/stack.mjs';

const PLAN = {
  visitors: scaled(1000, 10),
  seconds: scaled(60, 5),
  ordersPerSecond: scaled(100, 2),
};
/** p99 targets in ms per kind (images have none of their own). */
const TARGETS = { page: 300, list: 300, order: 500 };
const KINDS = ['page', 'list', 'image', 'order'];

async function measure(name, portal, databaseUrl, processes) {
  const visit = await recordVisit(portal.url);
  const booklet = await orderableBooklet(portal.url);
  console.log(
    `${name}: a visit is ${visit.home.length} requests on Home, ${visit.filter.length} on filtering, ${visit.slideshow.length} for the slideshow`,
  );
  // The generator's own delays count against the portal (latency runs from when a request was
  // due): how late its event loop ran says how much of a tail is its own.
  const lateness = monitorEventLoopDelay({ resolution: 10 });
  lateness.enable();
  const {
    result: { results, seconds },
    used,
  } = await cpuDuring(processes, () =>
    launchDayLoad(portal.url, visit, { ...PLAN, bookletId: booklet.id }),
  );
  lateness.disable();
  console.log(
    `${name}: ${seconds.toFixed(0)} s; CPU seconds ${used.map((u) => `${u.name} ${u.seconds.toFixed(0)}`).join(', ')}`,
  );
  const late = (fraction) => `${(lateness.percentile(fraction) / 1e6).toFixed(0)} ms`;
  console.log(
    `${name}: the load generator's event loop ran late by p50 ${late(50)}, p99 ${late(99)}, at most ${(lateness.max / 1e6).toFixed(0)} ms`,
  );
  const orders = await checkOrders(databaseUrl, results.ordersCreated);
  // The load was the planned one, and the orders are counted in the database it wrote to.
  expectSetUp(`${name}: the visitors`, results.visits, PLAN.visitors);
  expectSetUp(`${name}: the orders sent`, results.ordersSent, PLAN.seconds * PLAN.ordersPerSecond);
  expectSetUp(`${name}: the orders stored`, orders.stored, 1);
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const sorted = results.latencies[kind].sort((a, b) => a - b);
      const at = (fraction) => percentile(sorted, fraction) ?? NaN;
      return [kind, { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }];
    }),
  );
  const lists = [...results.lists].map(([path, latencies]) => {
    const sorted = latencies.sort((a, b) => a - b);
    return { path, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  });
  return {
    name,
    lists,
    perSecond: results.requests / seconds,
    kinds,
    errors: results.errors,
    orders,
  };
}

const ms = (value) => `${Number.isNaN(value) ? '–' : value.toFixed(0)} ms`.padStart(9);

function print(runs) {
  const column = (text) => `${String(text).padEnd(44)}  `;
  console.log(`\n${column('')}${runs.map((run) => column(run.name)).join('')}`);
  console.log(
    `${column('requests per second')}${runs.map((run) => column(run.perSecond.toFixed(0))).join('')}`,
  );
  for (const kind of KINDS) {
    const target = TARGETS[kind] ? ` (p99 < ${TARGETS[kind]} ms)` : '';
    console.log(
      `${column(`${kind}${target}`)}${runs
        .map(({ kinds: { [kind]: k } }) =>
          column(`${String(k.count).padStart(5)} p50${ms(k.p50)} p95${ms(k.p95)} p99${ms(k.p99)}`),
        )
        .join('')}`,
    );
  }
  console.log(
    `${column('failed requests')}${runs.map((run) => column(run.errors.length)).join('')}`,
  );
  console.log(
    `${column('orders answered 201 / stored')}${runs.map(({ orders }) => column(`${orders.answered} / ${orders.stored}`)).join('')}`,
  );
  console.log(
    `${column('orders lost, doubled, gaps')}${runs
      .map(({ orders }) => column(`${orders.lost}, ${orders.doubled}, ${orders.gaps.length}`))
      .join('')}`,
  );
  for (const run of runs) {
    for (const list of run.lists.sort((a, b) => b.p99 - a.p99)) {
      console.log(`${run.name}: GET ${list.path} p50${ms(list.p50)} p99${ms(list.p99)}`);
    }
    console.log(`${run.name}: errors ${run.errors.length}`);
    const counts = new Map();
    for (const error of run.errors) counts.set(error, (counts.get(error) ?? 0) + 1);
    for (const [error, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      console.log(`  ${run.name}: ${count} × ${error}`);
    }
  }
}

function meetsTargets(run) {
  const { orders } = run;
  return (
    run.errors.length === 0 &&
    orders.answered === orders.stored &&
    orders.lost + orders.doubled + orders.gaps.length === 0 &&
    Object.entries(TARGETS).every(([kind, target]) => run.kinds[kind].p99 < target)
  );
}

export async function run() {
  const runs = [];
  const stack = await stackToMeasure();
  try {
    runs.push(
      await measure('stack (2 replicas, nginx)', stack, stack.databaseUrl, stack.processes),
    );
  } finally {
    await stack.stop();
  }
  const embedded = await startPortal();
  try {
    const socketFolder = encodeURIComponent(`${embedded.dataDir}/run`);
    const databaseUrl = `postgres://postgres@/postgres?host=${socketFolder}`;
    runs.push(
      await measure('embedded (1 process)', embedded, databaseUrl, [
        { name: 'portal', pid: embedded.pid },
      ]),
    );
  } finally {
    await embedded.stop();
  }
  print(runs);
  const ok = meetsTargets(runs[0]);
  console.log(`\ntargets on the stack ${ok ? 'met' : 'NOT met'}`);
  return ok;
}
