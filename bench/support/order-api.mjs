// The api on a fresh database of the local PostgreSQL, for the order benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repositoryRoot } from '../../e2e/support/portal.mjs';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own on the server; `drop` removes it. */
export async function freshDatabase() {
  const name = `gb_bench_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Starts api/dist/main.js on the database; `restart` starts it again on the same port. */
export async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child;
  const start = async () => {
    child = spawn(process.execPath, [join(repositoryRoot, 'api/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ORDER_RATE_LIMIT: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; attempt < 600; attempt += 1) {
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the api did not start');
  };
  await start();
  const exited = () =>
    new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return {
    url,
    /** SIGKILL: no shutdown hook runs, open transactions die with the connection. */
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    restart: start,
    async stop() {
      child.kill('SIGTERM');
      await exited();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function orderableBooklet(apiUrl) {
  const { isOrderable } = await import('@gb/contracts');
  const booklets = await (await fetch(`${apiUrl}/api/v1/booklet`)).json();
  return booklets.find((booklet) => isOrderable(booklet, new Date()));
}

export function orderBody(bookletId, index) {
  return {
    type: 'private',
    firstname: 'Bench',
    lastname: `Buyer ${index}`,
    street: 'Messweg 1',
    zip: '8400',
    city: 'Winterthur',
    email: `bench${index}@example.ch`,
    orderLines: [{ bookletId, quantity: 1 + (index % 3) }],
  };
}

/** Runs `task(i)` for i in 0…count-1 with at most `concurrency` at a time. */
export async function runPool(count, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < count) await task(next++);
  });
  await Promise.all(workers);
}

export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}
