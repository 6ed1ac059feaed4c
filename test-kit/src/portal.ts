import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type ApiProcess, startApi } from './api-process.js';
import { copyDataFolder, readSeeds } from './seed.js';

/** The repository the kit belongs to (from `test-kit/src` or `test-kit/dist`). */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Portal extends ApiProcess {
  /** Stops the portal and removes its data folder. */
  stop(): Promise<void>;
}

export interface StartPortalOptions {
  /** Environment over the portal's own (WEB_ROOT: the repository's builds). */
  env?: NodeJS.ProcessEnv;
  /** Start from an empty data folder, which the portal migrates and seeds (default: a copy of the run's seed when there is one). */
  fromNothing?: boolean;
  log?: (line: string) => void;
}

/**
 * The built portal (api, shell and remotes) as `npm start` runs it, on the embedded database in
 * a data folder of its own: a copy of the run's seeded demo data (GB_TEST_SEEDS), else empty.
 */
export async function startPortal(options: StartPortalOptions = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-portal-'));
  const seed = options.fromNothing ? undefined : readSeeds().embedded;
  if (seed) copyDataFolder(seed.dataDir, dataDir);
  try {
    const api = await startApi({
      repositoryRoot,
      dataDir,
      env: { WEB_ROOT: repositoryRoot, ...options.env },
      log: options.log,
    });
    return {
      ...api,
      async stop() {
        await api.stop(10_000);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
