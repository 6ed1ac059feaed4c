// `npm run backup -w api` and `npm run restore -w api` as an operator types them, on the embedded
// database: from a checkout's root (npm's INIT_CWD the root) and inside its api folder, each with
// the default data folder `npm start` uses there, or with DATA_DIR pointing elsewhere. A backup is
// refused while the portal runs on the folder, saying so; an archive restored where the folder was
// brings back what the portal had. The checkout is a temporary folder holding the repository's api
// build, so no test touches a data folder of the repository itself.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import {
  apiClient,
  clientAs,
  freePort,
  repositoryRoot,
  stopProcess,
  waitForAnswer,
} from '@gb/test-kit';

/** The operator's shell: no DATABASE_URL (the embedded database), no DATA_DIR unless given. */
const {
  DATABASE_URL: _server,
  DATA_DIR: _dataDir,
  INIT_CWD: _typedIn,
  ...operatorEnv
} = process.env;

// Each test starts the portal on a fresh embedded database (migrated and seeded) once or twice.
const SLOW = { timeout: 600_000 };

const runningMessage = (dataDir) =>
  `The portal is running on ${dataDir}: its embedded database is one process's. ` +
  'Stop it, then back up, or give this one another DATA_DIR.';

/** A backup asked for while the portal runs on `dataDir`: refused with that message, no archive. */
function assertRefusedWhileRunning(refused, dataDir, archive) {
  assert.equal(refused.status, 1, refused.stdout);
  assert.ok(refused.stderr.includes(runningMessage(dataDir)), refused.stderr);
  assert.equal(existsSync(archive), false);
}

describe('the backup and restore commands', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gb-backup-commands-'));
  // A checkout of the portal with the api built: its root names the api workspace.
  const checkout = join(folder, 'checkout');
  const apiFolder = join(checkout, 'api');
  mkdirSync(apiFolder, { recursive: true });
  cpSync(join(repositoryRoot, 'package.json'), join(checkout, 'package.json'));
  cpSync(join(repositoryRoot, 'api/package.json'), join(apiFolder, 'package.json'));
  symlinkSync(join(repositoryRoot, 'api/dist'), join(apiFolder, 'dist'));
  const main = join(apiFolder, 'dist/main.js');
  const portals = new Set();

  after(async () => {
    for (const portal of portals) await stopProcess(portal);
    rmSync(folder, { recursive: true, force: true });
  });

  /** `npm run <args>` typed in `cwd`. */
  function npmRun(cwd, args, env = {}) {
    return spawnSync('npm', ['run', '--silent', ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...operatorEnv, ...env },
    });
  }

  /** The portal as `npm start` typed in `cwd` runs it: the api with that working folder. */
  async function startPortal(cwd, env = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [main], {
      cwd,
      env: { ...operatorEnv, INIT_CWD: cwd, PORT: String(port), LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    portals.add(child);
    await waitForAnswer(`${url}/api/v1/ready`, { child, name: 'the portal' });
    return {
      url,
      stop: async () => {
        await stopProcess(child);
        portals.delete(child);
      },
    };
  }

  for (const place of [
    { name: "the checkout's root", cwd: checkout, script: ['-w', 'api'] },
    { name: 'the api folder', cwd: apiFolder, script: [] },
  ]) {
    it(`backs up and restores the default data folder, typed in ${place.name}`, SLOW, async () => {
      const dataDir = join(place.cwd, 'data');
      const archive = join(place.cwd, 'portal.tar.gz');
      const backUp = () => npmRun(place.cwd, [...place.script, 'backup', '--', 'portal.tar.gz']);
      const saved = `Saved by the portal of ${place.name}`;

      let portal = await startPortal(place.cwd);
      try {
        const admin = await clientAs(portal.url, 'admin@demo.ch');
        await admin.post('text-block', {
          canonical: 'backup-proof',
          text: saved,
          internalNotes: '',
        });
        assertRefusedWhileRunning(backUp(), dataDir, archive);
        // The running portal still answers.
        assert.equal((await fetch(`${portal.url}/api/v1/ready`)).status, 200);
      } finally {
        await portal.stop();
      }

      const written = backUp();
      assert.equal(written.status, 0, written.stderr);
      assert.equal(written.stdout.trim(), `Backup written to ${archive}`);
      // The data folder is lost, as on a new machine; the archive brings it back.
      rmSync(dataDir, { recursive: true });
      const restored = npmRun(place.cwd, [...place.script, 'restore', '--', 'portal.tar.gz']);
      assert.equal(restored.status, 0, restored.stderr);
      assert.equal(restored.stdout.trim(), `Restored ${archive} into ${dataDir}`);

      portal = await startPortal(place.cwd);
      try {
        const block = await apiClient(portal.url).get('text-block?canonical=backup-proof');
        assert.equal(block.text, saved);
      } finally {
        await portal.stop();
      }
    });
  }

  it(
    'refuses to back up a running portal wherever DATA_DIR points, from any folder',
    SLOW,
    async () => {
      const dataDir = join(folder, 'elsewhere', 'portal-data');
      const portal = await startPortal(checkout, { DATA_DIR: dataDir });
      try {
        for (const [cwd, script] of [
          [checkout, ['-w', 'api']],
          [apiFolder, []],
        ]) {
          const archive = join(folder, 'elsewhere', 'portal.tar.gz');
          const refused = npmRun(cwd, [...script, 'backup', '--', archive], { DATA_DIR: dataDir });
          assertRefusedWhileRunning(refused, dataDir, archive);
        }
        assert.equal((await fetch(`${portal.url}/api/v1/ready`)).status, 200);
      } finally {
        await portal.stop();
      }
    },
  );
});
