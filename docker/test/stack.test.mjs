// `npm run stack` started as the README says, and what it serves: the shell and a remote entry
// through nginx, the api through nginx and through each replica; Ctrl-C stops all of it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { freePort } from '../../e2e/support/portal.mjs';
import { stackMissing } from '../../scripts/stack/start-stack.mjs';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason = existsSync(join(repositoryRoot, 'api/dist/main.js'))
  ? await stackMissing()
  : 'api/dist is missing: run `npm run build` first';
if (skipReason) console.error(`\n!!! npm run stack SKIPPED, not passed: ${skipReason}\n`);

/** Waits until `npm run stack` prints its replicas' line; answers the addresses in it. */
function started(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no stack after 180 s:\n${output}`)), 180_000);
    const read = (chunk) => {
      output += chunk;
      const line = /nginx on (\S+) in front of api replicas on (\d+) and (\d+)/.exec(output);
      if (!line) return;
      clearTimeout(timer);
      resolve({ url: line[1], replicas: [line[2], line[3]].map((p) => `http://127.0.0.1:${p}`) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run stack exited (${code}):\n${output}`)));
  });
}

async function databaseExists(name) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('npm run stack', { skip: skipReason }, () => {
  let child;
  let stack;
  let port;

  before(async () => {
    port = await freePort();
    // Its own process group, so the test sends Ctrl-C the way a terminal does: to the group.
    child = spawn('npm', ['run', 'stack'], {
      cwd: repositoryRoot,
      env: { ...process.env, STACK_PORT: String(port) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stack = await started(child);
  });
  after(() => {
    if (child && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGKILL');
    }
  });

  it('serves the shell through nginx on STACK_PORT', async () => {
    assert.equal(stack.url, `http://127.0.0.1:${port}`);
    const response = await fetch(`${stack.url}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /text\/html/);
    assert.match(await response.text(), /<script[^>]+src=/);
    // Any route is the same page (the shell routes in the browser).
    const deep = await fetch(`${stack.url}/dashboard/vouchers`);
    assert.equal(deep.status, 200);
  });

  it('serves the remotes: remotes.json and a remote entry, neither cached', async () => {
    const remotes = await (await fetch(`${stack.url}/remotes.json`)).json();
    assert.equal(remotes.storefront, '/mf/storefront/remoteEntry.js');
    const entry = await fetch(`${stack.url}${remotes.storefront}`);
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get('content-type'), /javascript/);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  });

  it('answers the api through nginx and through each replica, on one database', async () => {
    const ready = await fetch(`${stack.url}/api/v1/ready`);
    assert.equal(ready.status, 200);
    const lists = [];
    for (const origin of [stack.url, ...stack.replicas]) {
      const response = await fetch(`${origin}/api/v1/booklet`);
      assert.equal(response.status, 200, origin);
      lists.push((await response.json()).map((booklet) => booklet.id));
    }
    assert.ok(lists[0].length > 0, 'the seeded booklets');
    assert.deepEqual(lists[1], lists[0]);
    assert.deepEqual(lists[2], lists[0]);
  });

  it('answers pages through the api, which renders the shell it reads', async () => {
    const page = await fetch(`${stack.url}/legal-notice`);
    assert.equal(page.status, 200);
    // The api's request id: nginx did not answer the page from its files alone.
    assert.match(page.headers.get('x-request-id') ?? '', /\S/);
    assert.match(await page.text(), /<div id="root">/);
    const raw = await fetch(`${stack.url}/index.html`);
    assert.equal(raw.headers.get('x-request-id'), null);
  });

  it('keeps immutable images in nginx and passes every other call to a replica', async () => {
    const booklets = await (await fetch(`${stack.url}/api/v1/booklet`)).json();
    const booklet = booklets.find((candidate) => candidate.coverImageId);
    assert.ok(booklet, 'a seeded booklet with a cover');
    const cover = `${stack.url}/api/v1/booklet/${booklet.id}/cover-image?size=10&cache=${booklet.coverImageId}`;
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(cover);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^image\//);
      statuses.push(response.headers.get('x-cache-status'));
    }
    assert.deepEqual(statuses, ['MISS', 'HIT']);
    // Lists bypass the cache altogether, so many visitors' identical calls at once never queue
    // behind its lock (nginx lets them through in 500 ms steps).
    const lists = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${stack.url}/api/v1/booklet`)),
    );
    for (const list of lists) {
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('x-cache-status'), null);
    }
  });

  it('stops on Ctrl-C: nothing answers, and its database is dropped', async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGINT');
    await exited;
    for (const origin of [stack.url, ...stack.replicas]) {
      await assert.rejects(fetch(`${origin}/api/v1/health`), origin);
    }
    assert.equal(await databaseExists(`gb_stack_${port}`), false);
  });
});
