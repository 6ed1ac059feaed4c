// Ctrl-C on a script that started a portal or the stack (the browser tests, a benchmark) stops
// what it started before it exits, so no database or folder is left behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const helper = pathToFileURL(
  join(dirname(fileURLToPath(import.meta.url)), '../../scripts/stop-on-interrupt.mjs'),
);

/** A script that starts "something" (a folder), registers its stop and waits to be interrupted. */
function script(folder, forgetFirst) {
  return `
    import { mkdirSync, rmSync } from 'node:fs';
    import { once, stopOnInterrupt } from '${helper}';
    mkdirSync('${folder}');
    const stop = once(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rmSync('${folder}', { recursive: true });
    });
    const forget = stopOnInterrupt(stop);
    ${forgetFirst ? 'forget();' : ''}
    console.log('started');
    setInterval(() => {}, 1000);
  `;
}

async function interrupt(source) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.kill('SIGINT');
  return exited;
}

describe('stopOnInterrupt', () => {
  const root = mkdtempSync(join(tmpdir(), 'gb-interrupt-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  it('stops what the script started, then exits 130 as an interrupted program does', async () => {
    const folder = join(root, 'started');
    const { code } = await interrupt(script(folder, false));
    assert.equal(code, 130);
    assert.equal(existsSync(folder), false);
  });

  it('leaves a stop the script forgot alone, and Ctrl-C ends the script as usual', async () => {
    const folder = join(root, 'forgotten');
    const { signal } = await interrupt(script(folder, true));
    assert.equal(signal, 'SIGINT');
    assert.equal(existsSync(folder), true);
  });
});
