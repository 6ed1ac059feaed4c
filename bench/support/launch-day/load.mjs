// The launch-day load, open model: visitors arrive at a fixed pace whatever the answers, each with
// its own loopback address and up to six connections (a browser's per host), and orders come
// at a fixed rate from their own addresses, so the per-client order limit counts as in real life.
import { Pool } from 'undici';

import { orderBody } from '../order-api.mjs';

const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'de-CH' };
const BROWSER_CONNECTIONS = 6;
/** Orders come from this many addresses, so each sends 1 / ORDER_CLIENTS of them. */
const ORDER_CLIENTS = 600;
/** A visitor gives up on an answer after this long: it counts as an error, and the run ends. */
const GIVE_UP = { headersTimeout: 10_000, bodyTimeout: 10_000 };

/** 127.<block>.x.y: Linux answers the whole 127/8 on loopback. */
function loopbackAddress(block, index) {
  return `127.${block}.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A small deterministic generator, so two runs think alike. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

class Results {
  latencies = { page: [], list: [], image: [], order: [] };
  /** List latencies per path, to name the slow ones. */
  lists = new Map();
  errors = [];
  requests = 0;
  /** Visitors who went through Home, the filter and the slideshow; orders posted. */
  visits = 0;
  ordersSent = 0;
  ordersCreated = [];

  record(kind, started, ok, what, path) {
    this.requests += 1;
    if (!ok) {
      this.errors.push(what);
      return;
    }
    const latency = performance.now() - started;
    this.latencies[kind].push(latency);
    if (kind !== 'list') return;
    const latencies = this.lists.get(path) ?? [];
    latencies.push(latency);
    this.lists.set(path, latencies);
  }
}

async function get(pool, { path, kind }, results) {
  const started = performance.now();
  try {
    const { statusCode, body } = await pool.request({ path, method: 'GET', headers: HEADERS });
    await body.dump({ limit: Infinity });
    results.record(kind, started, statusCode === 200, `${statusCode} GET ${path}`, path);
  } catch (error) {
    results.record(kind, started, false, `${error.code ?? error.message} GET ${path}`);
  }
}

/** The first request alone (the HTML or what the click needs first), then the rest six at a time. */
async function phase(pool, requests, results) {
  const [first, ...rest] = requests;
  if (first) await get(pool, first, results);
  let next = 0;
  const lanes = Array.from({ length: BROWSER_CONNECTIONS }, async () => {
    while (next < rest.length) await get(pool, rest[next++], results);
  });
  await Promise.all(lanes);
}

async function visitor(origin, visit, index, results) {
  const think = random(index + 1);
  const pool = new Pool(origin, {
    connections: BROWSER_CONNECTIONS,
    localAddress: loopbackAddress(2, index),
    ...GIVE_UP,
  });
  try {
    await phase(pool, visit.home, results);
    await sleep(1000 + think() * 2000);
    await phase(pool, visit.filter, results);
    await sleep(1000 + think() * 2000);
    await phase(pool, visit.slideshow, results);
    results.visits += 1;
  } finally {
    await pool.close();
  }
}

async function order(pool, bookletId, index, scheduled, results) {
  results.ordersSent += 1;
  try {
    const { statusCode, body } = await pool.request({
      path: '/api/v1/order',
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(bookletId, index)),
    });
    const answer = await body.json().catch(() => null);
    // From the time it was due: a late send counts against the portal, not in its favour.
    results.record('order', scheduled, statusCode === 201, `${statusCode} POST order`);
    if (statusCode === 201) results.ordersCreated.push(answer.displayOrderId);
  } catch (error) {
    results.record('order', scheduled, false, `${error.code ?? error.message} POST order`);
  }
}

/**
 * @param {string} origin
 * @param {{ home: object[], filter: object[], slideshow: object[] }} visit
 * @param {{ bookletId: number, visitors: number, seconds: number, ordersPerSecond: number }} plan
 */
export async function launchDayLoad(origin, visit, plan) {
  const results = new Results();
  const orderPools = Array.from(
    { length: ORDER_CLIENTS },
    (_, index) =>
      new Pool(origin, { connections: 2, localAddress: loopbackAddress(3, index), ...GIVE_UP }),
  );
  const started = performance.now();
  const pending = [];
  const visitorsDue = async () => {
    for (let index = 0; index < plan.visitors; index += 1) {
      await sleep(started + (index * plan.seconds * 1000) / plan.visitors - performance.now());
      pending.push(visitor(origin, visit, index, results));
    }
  };
  const ordersDue = async () => {
    const count = plan.seconds * plan.ordersPerSecond;
    for (let index = 0; index < count; index += 1) {
      const due = started + (index * 1000) / plan.ordersPerSecond;
      await sleep(due - performance.now());
      const pool = orderPools[index % ORDER_CLIENTS];
      pending.push(order(pool, plan.bookletId, index, due, results));
    }
  };
  await Promise.all([visitorsDue(), ordersDue()]);
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(orderPools.map((pool) => pool.close()));
  return { results, seconds };
}
