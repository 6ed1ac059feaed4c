// The api on a database of its own on the PostgreSQL server (DATABASE_URL, else the local one),
// for the order benchmarks: a copy of the run's seed when the test command made one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  copyDataFolder,
  copySeedDatabase,
  createDatabase,
  freePort,
  readSeeds,
  repositoryRoot,
  serverUrl,
  waitForAnswer,
} from '@gb/test-kit';

/** A database of its own on the server (the seed's copy, else empty); `drop` removes it. */
export async function freshDatabase() {
  const seed = readSeeds().server;
  return (
    (seed && (await copySeedDatabase(seed))) ?? createDatabase(serverUrl(), { prefix: 'gb_bench' })
  );
}

/** Starts api/dist/main.js on the database; `restart` starts it again on the same port. */
export async function startApi(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-bench-'));
  const seed = readSeeds().server;
  if (seed) copyDataFolder(seed.dataDir, dataDir);
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
    await waitForAnswer(`${url}/api/v1/health`, { child, name: 'the api', timeoutMs: 60_000 });
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

/** A booklet a visitor may order today; throws when there is none, as nothing could be ordered. */
export async function orderableBooklet(apiUrl) {
  const { mayOrderNow } = await import('@gb/contracts');
  const booklets = await (await fetch(`${apiUrl}/api/v1/booklet`)).json();
  const booklet = booklets.find((candidate) => mayOrderNow(candidate, new Date()));
  if (!booklet) throw new Error(`set-up: no booklet of ${apiUrl} may be ordered today`);
  return booklet;
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
