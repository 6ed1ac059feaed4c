// Starts the built portal (api + shell + remotes) on a free port with an empty data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { once, stopOnInterrupt } from '../../scripts/stop-on-interrupt.mjs';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer /api/v1/health within ${timeoutMs} ms`);
}

/**
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startPortal(options = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: repositoryRoot };
  // Browser tests run on the embedded database, the way a newcomer starts the portal.
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const child = spawn(process.execPath, [join(repositoryRoot, 'api/dist/main.js')], {
    cwd: repositoryRoot,
    env: { ...env, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  const stop = once(async () => {
    forget();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const forget = stopOnInterrupt(stop);
  return { url, dataDir, pid: child.pid, output: () => output, stop };
}
