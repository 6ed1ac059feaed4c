// `npm run deployable-api -- <folder>`, the folder the api image copies: started from a temporary
// folder outside the repository, with no node_modules above it, it migrates a PostgreSQL database
// and turns ready; it holds the api's production packages, the invoice's font and no front-end or
// test package.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

import {
  apiClient,
  createDatabase,
  DEMO,
  login,
  repositoryRoot,
  serverUrl,
  startApi,
} from '@gb/test-kit';

describe('the deployable api folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gb-deployed-'));
  const deployed = join(folder, 'portal-api');
  let database;
  let api;

  before(() => {
    const build = spawnSync('npm', ['run', 'deployable-api', '--', deployed], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`);
  });

  after(async () => {
    await api?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('has nothing of the repository around it', () => {
    for (let above = dirname(deployed); above !== dirname(above); above = dirname(above)) {
      assert.equal(existsSync(join(above, 'node_modules')), false, `node_modules in ${above}`);
    }
  });

  it('holds the api and its production packages, no front-end or test package', () => {
    assert.ok(existsSync(join(deployed, 'api/dist/main.js')));
    assert.ok(existsSync(join(deployed, 'node_modules/@gb/contracts/dist/index.js')));
    assert.ok(existsSync(join(deployed, 'node_modules/@nestjs/core')));
    assert.ok(existsSync(join(deployed, 'api/fonts/LiberationSans-Regular.ttf')));
    assert.ok(existsSync(join(deployed, 'api/fonts/OFL.txt')));
    for (const absent of [
      'react',
      'react-dom',
      '@rspack/core',
      'playwright-core',
      'lighthouse',
      'jest',
    ]) {
      assert.equal(existsSync(join(deployed, 'node_modules', absent)), false, absent);
    }
  });

  it('starts on PostgreSQL, migrates its database and turns ready', async () => {
    database = await createDatabase(serverUrl(), { prefix: 'gb_deployed' });
    api = await startApi({
      repositoryRoot,
      main: join(deployed, 'api/dist/main.js'),
      dataDir: join(folder, 'data'),
      env: {
        DATABASE_URL: database.url,
        JWT_SECRET: 'deployed-api-test-secret-0123456789abcdef',
        LOG_LEVEL: 'error',
      },
      readyPath: '/api/v1/ready',
    });
    const ready = await (await fetch(`${api.url}/api/v1/ready`)).json();
    assert.deepEqual(ready.checks, {
      database: 'up',
      migrations: 'applied',
      storage: 'up',
      redis: 'not-configured',
    });
    // The demo data is there: the api seeded the empty database.
    const booklets = await (await fetch(`${api.url}/api/v1/booklet`)).json();
    assert.ok(booklets.length > 0);
  });

  it('renders an invoice with its embedded font', async () => {
    const { mayOrderNow } = await import(
      pathToFileURL(join(deployed, 'node_modules/@gb/contracts/dist/index.js')).href
    );
    const booklets = await apiClient(api.url).get('booklet');
    const booklet = booklets.find((candidate) => mayOrderNow(candidate, new Date()));
    assert.ok(booklet, 'the demo data has an orderable booklet');
    const order = await apiClient(api.url).post('order', {
      type: 'private',
      firstname: 'Jiří',
      lastname: 'Dvořák-Łukasiewicz',
      street: 'Zelná 3',
      zip: '5000',
      city: 'Aarau',
      email: 'jiri@example.ch',
      orderLines: [{ bookletId: booklet.id, quantity: 1 }],
    });
    const { token } = await login(api.url, DEMO.franchisee);
    const invoice = await fetch(`${api.url}/api/v1/order/${order.id}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(invoice.status, 200);
    const pdf = Buffer.from(await invoice.arrayBuffer()).toString('latin1');
    assert.ok(pdf.startsWith('%PDF-'));
    assert.match(pdf, /\/BaseFont \/[A-Z]{6}\+LiberationSans\b/);
  });
});
