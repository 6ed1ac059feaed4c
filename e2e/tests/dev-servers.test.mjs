// `npm run dev` as a team uses it every day: the shell's dev server with every remote from its own
// dev server, Fast Refresh keeping a page's state through an edit, and one remote alone
// (`npm run dev -w mf-vouchers`) in the frame against a running portal; no page may throw, and
// a port that is taken stops the command with a message.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { REMOTES } from '@gb/contracts';
import { DEMO, DEMO_PASSWORD, eventually } from '@gb/test-kit';

import { newBooklet, newCompany, newVoucher, uniqueTag } from '../support/fixtures.mjs';
import { freePort, repositoryRoot } from '../support/portal.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const SHELL_URL = 'http://localhost:3001';
const devPortOf = (name) => REMOTES.find((remote) => remote.name === name).devPort;

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Whether anything listens at the URL's port, whatever it answers. */
async function listens(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** `npm run dev` with `args` in its own process group; `output` collects what it prints. */
function startDev(args, env) {
  const dev = spawn('npm', ['run', 'dev', ...args], {
    cwd: repositoryRoot,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.output = '';
  dev.stdout.on('data', (chunk) => (dev.output += chunk));
  dev.stderr.on('data', (chunk) => (dev.output += chunk));
  dev.exited = new Promise((resolve) => dev.once('exit', resolve));
  return dev;
}

/** Waits until every URL answers; the command exiting ends the wait at once. */
async function untilServed(dev, urls) {
  try {
    await eventually(
      async () => {
        if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}`);
        return (await Promise.all(urls.map(answers))).every(Boolean) || undefined;
      },
      { timeoutMs: 540_000, everyMs: 500, what: `the dev servers answering ${urls.join(', ')}` },
    );
  } catch (error) {
    throw new Error(`${error.message}\n${dev.output.slice(-4000)}`, { cause: error });
  }
}

/** Ends the command and everything it started, and waits until their ports are free again. */
async function stopDev(dev) {
  if (!dev || dev.exitCode !== null) return;
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([dev.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
  const devServers = [
    `${SHELL_URL}/`,
    ...REMOTES.map(({ devPort }) => `http://localhost:${devPort}/`),
  ];
  await eventually(
    async () => !(await Promise.all(devServers.map(listens))).some(Boolean) || undefined,
    { timeoutMs: 30_000, everyMs: 250, what: 'the dev servers to end' },
  );
}

/** Changes a source file for a test; `restore` puts it back as it was. */
function editSource(file, from, to) {
  const path = join(repositoryRoot, file);
  const original = readFileSync(path, 'utf8');
  assert.ok(original.includes(from), `${file} holds ${from}`);
  writeFileSync(path, original.replace(from, to));
  return { restore: () => writeFileSync(path, original) };
}

describe('the development servers', { skip: skipReason }, () => {
  const openPage = useBrowser();
  let dev;
  let dataDir;
  const edits = [];

  before(
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'gb-dev-'));
      const apiPort = await freePort();
      // PORT alone moves the api and every dev server's proxy.
      dev = startDev([], { PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '' });
      const entries = REMOTES.map(({ devPort }) => `http://localhost:${devPort}/remoteEntry.js`);
      await untilServed(dev, [
        `http://localhost:${apiPort}/api/v1/health`,
        `${SHELL_URL}/`,
        ...entries,
      ]);
      // Six dev servers and two compilers start: minutes on a busy machine, beyond a test's limit.
    },
    { timeout: 600_000 },
  );

  after(async () => {
    for (const edit of edits) edit.restore();
    await stopDev(dev);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function openWithoutErrors(url) {
    const { page } = await openPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    return { page, errors };
  }

  it("serves the shell's Home with the storefront from its dev server", async () => {
    const { page, errors } = await openWithoutErrors(`${SHELL_URL}/`);
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Kontakt' }).first().waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('starts without a build error', () => {
    assert.doesNotMatch(dev.output, /ERROR|is not among the build's files|compiled with/);
  });

  it("starts the api once, not restarted by the watchers' first builds", () => {
    assert.doesNotMatch(dev.output, /Restarting 'api\/dist\/main\.js'/);
  });

  it('refreshes an edited component of the shell and of a remote in place, keeping their state', async () => {
    const { page, errors } = await openWithoutErrors(`${SHELL_URL}/`);
    const search = page.locator('#vouchers').getByRole('searchbox');
    await search.waitFor({ timeout: 60_000 });
    await page.evaluate(() => (window.notReloaded = true));
    await search.fill('Pizza');
    edits.push(
      editSource(
        'mf-storefront/src/vouchers/voucher-filter-bar.component.tsx',
        '<Bar role="search">',
        '<Bar role="search" data-edited="storefront">',
      ),
    );
    await page.locator('[data-edited="storefront"]').waitFor({ timeout: 60_000 });
    assert.equal(await search.inputValue(), 'Pizza');

    // The frame: a half-typed login keeps its text while the top bar above it changes.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('half-typed@demo.ch');
    edits.push(
      editSource('shell/src/frame/top-bar.component.tsx', '<Bar>', '<Bar data-edited="shell">'),
    );
    await page.locator('[data-edited="shell"]').waitFor({ timeout: 60_000 });
    assert.equal(await dialog.getByLabel('E-mail').inputValue(), 'half-typed@demo.ch');
    assert.equal(await page.evaluate(() => window.notReloaded), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("opens a remote's own dev server in the frame", async () => {
    const { page, errors } = await openWithoutErrors(
      `http://localhost:${devPortOf('storefront')}/`,
    );
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor({ timeout: 60_000 });
    assert.equal(new URL(page.url()).origin, SHELL_URL);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('one remote alone: npm run dev -w mf-vouchers', { skip: skipReason }, () => {
  const openPage = useBrowser();
  const vouchersUrl = `http://localhost:${devPortOf('vouchers')}/dashboard/vouchers`;
  let dev;

  before(async () => {
    // Against the portal of this run, as a team member runs it against `npm start`.
    dev = startDev(['-w', 'mf-vouchers'], { PORT: new URL(portalUrl).port });
    await untilServed(dev, [
      `${SHELL_URL}/`,
      `http://localhost:${devPortOf('vouchers')}/remoteEntry.js`,
    ]);
  });

  after(() => stopDev(dev));

  it('offers a visitor the frame, its Home and its login', async () => {
    const { page } = await openPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(vouchersUrl);
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor({ timeout: 60_000 });
    assert.equal(new URL(page.url()).origin, SHELL_URL);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    // The public pages come from the portal, through the dev shell.
    await page.goto(`${SHELL_URL}/`);
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor({ timeout: 60_000 });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows staff the vouchers from its dev server once logged in there', async () => {
    const { booklet } = await newBooklet();
    const company = await newCompany();
    const offer = `Alleine entwickelt ${uniqueTag()}`;
    await newVoucher({ companyId: company.id, bookletId: booklet.id, offerShort: offer });
    const { page, requests } = await openPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${vouchersUrl}?q=${encodeURIComponent(offer)}`);
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-mail').fill(DEMO.franchisee);
    await dialog.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.getByText(offer).first().waitFor({ timeout: 60_000 });
    assert.ok(
      requests.some((url) => url.startsWith(`http://localhost:${devPortOf('vouchers')}/`)),
      'the vouchers come from their dev server',
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('a port the dev command needs is taken', () => {
  /** Runs the command to its end (it must end by itself) and answers its code and output. */
  async function runToEnd(args, env) {
    const dev = startDev(args, env);
    const code = await dev.exited;
    return { code, output: dev.output };
  }

  it('stops at once, naming the port and how to take another', async () => {
    const other = createServer();
    await new Promise((resolve) => other.listen(0, resolve));
    const { port } = other.address();
    try {
      const { code, output } = await runToEnd([], { PORT: String(port) });
      assert.equal(code, 1);
      assert.match(output, new RegExp(`Port ${port} \\(the api\\) is taken by another program`));
      assert.match(output, new RegExp(`PORT=${port + 100} npm run dev`));
      assert.doesNotMatch(output, /\[api\]|\[shell\]/);
    } finally {
      other.close();
    }
  });

  it('tells a remote alone that no portal answers on its port', async () => {
    const port = await freePort();
    const { code, output } = await runToEnd(['-w', 'mf-vouchers'], { PORT: String(port) });
    assert.equal(code, 1);
    assert.match(output, new RegExp(`No portal answers on http://localhost:${port}`));
  });
});
