import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { eventually, makeSeed, type Seed } from '@gb/test-kit';

import { loadAppConfig } from '../../src/config/load-app-config.js';
import { createApp } from '../../src/create-app.js';

/** Seeding takes 10 to 30 s; another file's app waits for it at most this long. */
const SEEDED_WITHIN_MS = 180_000;

/** Boots the app on an empty data folder (and database), which migrates and seeds it, and stops it. */
async function seedFromSources(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const app = await createApp(
    loadAppConfig({
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  await app.close();
}

/**
 * The demo data of this jest run for one database kind, seeded from the sources by the first
 * test app that asks (the others wait for it): a template database on DATABASE_URL's server, or
 * an embedded data folder. global-teardown.mjs removes it.
 */
export async function seedOfRun(runDir: string, serverUrl: string | undefined): Promise<Seed> {
  const kind = serverUrl ? 'server' : 'embedded';
  const done = join(runDir, `${kind}.seed.json`);
  const failed = join(runDir, `${kind}.failed`);
  try {
    // Whoever makes the folder seeds; the others wait for its result.
    mkdirSync(join(runDir, `${kind}.lock`));
  } catch {
    return eventually(
      () => {
        if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
        return existsSync(done) ? (JSON.parse(readFileSync(done, 'utf8')) as Seed) : undefined;
      },
      {
        timeoutMs: SEEDED_WITHIN_MS,
        everyMs: 200,
        what: 'the demo data seeded by another test file',
      },
    );
  }
  try {
    const { remove: _remove, ...seed } = await makeSeed(seedFromSources, serverUrl);
    writeFileSync(`${done}.part`, JSON.stringify(seed));
    // A rename: the waiting ones never read half a file.
    renameSync(`${done}.part`, done);
    return seed;
  } catch (error) {
    writeFileSync(failed, `seeding the demo data failed: ${String(error)}`);
    throw error;
  }
}
