// `npm run dev` as a team uses it every day: the shell's dev server with every remote from its own
// dev server, and one remote alone against the api; no page may throw.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { REMOTES } from '@gb/contracts';
import { eventually } from '@gb/test-kit';

import { freePort, repositoryRoot } from '../support/portal.mjs';
import { skipReason, useBrowser } from '../support/session.mjs';

const SHELL_URL = 'http://localhost:3001';
const storefrontPort = REMOTES.find((remote) => remote.name === 'storefront').devPort;

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

describe('the development servers', { skip: skipReason }, () => {
  const openPage = useBrowser();
  let dev;
  let dataDir;
  let output = '';

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gb-dev-'));
    const apiPort = await freePort();
    dev = spawn('npm', ['run', 'dev'], {
      cwd: repositoryRoot,
      detached: true,
      env: {
        ...process.env,
        PORT: String(apiPort),
        GB_API_ORIGIN: `http://localhost:${apiPort}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout.on('data', (chunk) => (output += chunk));
    dev.stderr.on('data', (chunk) => (output += chunk));
    const entries = REMOTES.map(({ devPort }) => `http://localhost:${devPort}/remoteEntry.js`);
    const urls = [`http://localhost:${apiPort}/api/v1/health`, `${SHELL_URL}/`, ...entries];
    try {
      // Each answers once its first build is done; `npm run dev` exiting ends the wait at once.
      await eventually(
        async () => {
          if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}`);
          return (await Promise.all(urls.map(answers))).every(Boolean) || undefined;
        },
        { timeoutMs: 240_000, everyMs: 500, what: `the dev servers answering ${urls.join(', ')}` },
      );
    } catch (error) {
      throw new Error(`${error.message}\n${output.slice(-4000)}`, { cause: error });
    }
  });

  after(async () => {
    if (dev && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
    }
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

  it("starts the api once, not restarted by the watchers' first builds", () => {
    assert.doesNotMatch(output, /Restarting 'api\/dist\/main\.js'/);
  });

  it('serves the storefront alone against the api', async () => {
    const { page, errors } = await openWithoutErrors(`http://localhost:${storefrontPort}/`);
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor({ timeout: 60_000 });
    assert.deepEqual(errors, []);
    await page.close();
  });
});
