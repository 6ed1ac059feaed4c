import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { App } from 'supertest/types.js';

import { loadAppConfig } from '../../src/config/load-app-config.js';
import { createApp, type CreateAppOptions } from '../../src/create-app.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { writeWebRoot } from './web-root.fixture.js';

export interface TestApp {
  app: NestExpressApplication;
  server: App;
  /** Which database this run uses: embedded PGlite, or a fresh database on DATABASE_URL's server. */
  kind: 'embedded' | 'server';
  /** The repository-like folder the app serves the web app from. */
  webRoot: string;
  /** The app's DATA_DIR (files, written mails). */
  dataDir: string;
  /** The database's URL on the server (server runs only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Boots the whole app as main.ts does, on a database of its own: a fresh database on the
 * server when DATABASE_URL is set, otherwise embedded PGlite in a temporary folder.
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const folder = mkdtempSync(join(tmpdir(), 'gb-api-test-'));
  writeWebRoot(join(folder, 'web'));
  const serverUrl = process.env.DATABASE_URL;
  let database: TestDatabase | undefined;
  // TEST_FILE_STORAGE=s3 runs the suite with files on an S3-compatible server of its own.
  let s3: TestS3Server | undefined;
  try {
    if (process.env.TEST_FILE_STORAGE === 's3' && !env.STORAGE) s3 = await startS3Server();
    // A replica joins the database named in `env`; otherwise each app gets a fresh one.
    database = serverUrl && !env.DATABASE_URL ? await createTestDatabase(serverUrl) : undefined;
    const config = loadAppConfig(
      {
        DATA_DIR: join(folder, 'data'),
        WEB_ROOT: join(folder, 'web'),
        LOG_LEVEL: 'error',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...s3?.env,
        ...env,
      },
      folder,
    );
    const app = await createApp(config, options);
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
