// A deployment of its own for tests that replace a remote: the built shell and remotes copied
// into a web root of their own, served by a portal started on it, and a remote built anew from a
// changed copy of its sources, as a team would deploy it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { REMOTE_NAMES } from '@gb/contracts';

import { repositoryRoot, startPortal } from './portal.mjs';

const WORKSPACE_FILES = ['src', 'package.json', 'rspack.config.mjs', 'tsconfig.json'];

/** A portal serving copies of the current builds, so a test may replace one of them. */
export async function startCopiedDeployment() {
  const webRoot = mkdtempSync(join(tmpdir(), 'gb-web-'));
  for (const workspace of ['shell', ...REMOTE_NAMES.map((name) => `mf-${name}`)]) {
    cpSync(join(repositoryRoot, workspace, 'dist'), join(webRoot, workspace, 'dist'), {
      recursive: true,
    });
  }
  const portal = await startPortal({ env: { WEB_ROOT: webRoot } });
  return {
    ...portal,
    /** Replaces the deployed files of one remote by another build of it. */
    deploy(remote, distDir) {
      const target = join(webRoot, `mf-${remote}`, 'dist');
      rmSync(target, { recursive: true, force: true });
      cpSync(distDir, target, { recursive: true });
    },
    stop: async () => {
      await portal.stop();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Builds a remote from a copy of its sources changed by `change(dir)`, with extra environment
 * (e.g. PLATFORM_VERSION), and answers the folder of the build. The copy sits inside the
 * repository so that it resolves the same packages.
 */
export function buildChangedRemote(remote, change, env = {}) {
  const dir = join(repositoryRoot, 'e2e/.out', `mf-${remote}-changed`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of WORKSPACE_FILES) {
    cpSync(join(repositoryRoot, `mf-${remote}`, file), join(dir, file), { recursive: true });
  }
  change(dir);
  const result = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building the changed remote failed\n${result.stderr}`);
  return join(dir, 'dist');
}

/** Appends a line to a file of a copied workspace. */
export function appendTo(dir, file, line) {
  const path = join(dir, file);
  writeFileSync(path, `${readFileSync(path, 'utf8')}\n${line}\n`);
}
