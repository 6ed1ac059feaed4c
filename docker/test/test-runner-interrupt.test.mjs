// Ctrl-C on `npm test` ends the phase that runs and starts no other: the summary says which
// phases did not run, and the exit code is that of an interrupted program.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

it('stops at Ctrl-C: the running phase ends, later phases are reported as not run, exit 130', async () => {
  const runner = spawn(process.execPath, ['scripts/test.mjs', '--only=unit,api', '--one-lane'], {
    cwd: root,
    env: { ...process.env, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const started = new Promise((resolve) => {
    runner.stdout.on('data', (chunk) => {
      output += chunk;
      if (/========== unit tests of every workspace\n/.test(output)) resolve();
    });
  });
  runner.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => runner.once('exit', (code) => resolve(code)));
  await started;
  // A terminal sends Ctrl-C to the whole foreground group.
  process.kill(-runner.pid, 'SIGINT');
  const code = await exited;

  assert.equal(code, 130, output);
  assert.match(output, /api over HTTP, PostgreSQL\s.*NOT RUN: stopped by Ctrl-C/);
  assert.doesNotMatch(output, /demo data migrated and seeded once/);
});
