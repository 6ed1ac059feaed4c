import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  copyDataFolder,
  copySeed,
  createDatabase,
  type Database,
  readSeeds,
  type Seed,
} from '@gb/test-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { App } from 'supertest/types.js';

import { loadAppConfig } from '../../src/config/load-app-config.js';
import { createApp, type CreateAppOptions } from '../../src/create-app.js';
import { seedOfRun } from './run-seed.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { writeWebRoot } from './web-root.fixture.js';

export interface TestApp {
  app: NestExpressApplication;
  server: App;
  /** Which database this run uses: embedded PGlite, or a database of its own on DATABASE_URL's server. */
  kind: 'embedded' | 'server';
  /** The repository-like folder the app serves the web app from. */
  webRoot: string;
  /** The app's DATA_DIR (files, written mails). */
  dataDir: string;
  /** The database's URL on the server (server runs only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends CreateAppOptions {
  /**
   * Start from nothing: an empty database that the app migrates and seeds itself. For what tests
   * the migrations, the seed, backups or readiness; every other app starts from a copy of the
   * demo data seeded once for the whole run (see global-setup.ts).
   */
  fromNothing?: boolean;
}

/**
 * The seeded demo data of this run for the database kind in use: the test command's
 * (GB_TEST_SEEDS), else the one the first app of this jest run makes. None with files on S3: each
 * app seeds its own bucket.
 */
async function seedOfThisRun(serverUrl: string | undefined): Promise<Seed | undefined> {
  if (process.env.TEST_FILE_STORAGE === 's3') return undefined;
  const given = readSeeds()[serverUrl ? 'server' : 'embedded'];
  if (given) return given;
  const runDir = process.env.GB_TEST_RUN_DIR;
  return runDir ? seedOfRun(runDir, serverUrl) : undefined;
}

/**
 * Boots the whole app as main.ts does, on data of its own: a copy of the run's seeded demo data
 * (a database made from the seeded template when DATABASE_URL names a server, else the seeded
 * embedded folder), or nothing at all with `fromNothing`. An `env.DATABASE_URL` joins that
 * database instead (a second replica, a restored backup).
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { fromNothing, ...createOptions } = options;
  const folder = mkdtempSync(join(tmpdir(), 'gb-api-test-'));
  writeWebRoot(join(folder, 'web'));
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = env.DATA_DIR ?? join(folder, 'data');
  const seed = fromNothing ? undefined : await seedOfThisRun(serverUrl);
  let database: Pick<Database, 'url' | 'drop'> | undefined;
  // TEST_FILE_STORAGE=s3 runs the suite with files on an S3-compatible server of its own.
  let s3: TestS3Server | undefined;
  try {
    if (process.env.TEST_FILE_STORAGE === 's3' && !env.STORAGE) s3 = await startS3Server();
    if (seed && env.DATABASE_URL) copyDataFolder(seed.dataDir, dataDir);
    else if (seed) {
      const copy = await copySeed(seed, dataDir);
      if (copy.databaseUrl) database = { url: copy.databaseUrl, drop: copy.drop };
    } else if (serverUrl && !env.DATABASE_URL) database = await createDatabase(serverUrl);
    const config = loadAppConfig(
      {
        WEB_ROOT: join(folder, 'web'),
        LOG_LEVEL: 'error',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...s3?.env,
        ...env,
        DATA_DIR: dataDir,
      },
      folder,
    );
    const app = await createApp(config, createOptions);
    return {
      app,
      server: app.getHttpServer() as App,
      kind: database || env.DATABASE_URL ? 'server' : 'embedded',
      webRoot: join(folder, 'web'),
      dataDir: config.dataDir,
      databaseUrl: database?.url ?? env.DATABASE_URL,
      async close() {
        await app.close();
        await database?.drop();
        await s3?.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
