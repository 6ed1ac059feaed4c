// The api a benchmark measures, started in this process (its build, api/dist) on data of its own:
// a copy of the run's seeded demo data when the test command made one (GB_TEST_SEEDS), else a
// fresh folder or database that it migrates and seeds itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  copyDataFolder,
  copySeedDatabase,
  createDatabase,
  login,
  readSeeds,
  repositoryRoot,
} from '@gb/test-kit';

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

/**
 * The built api on the embedded database, or on a database of its own on `serverUrl`'s server,
 * listening on a free port; `env` adds configuration. Answers `{ app, url, close() }`.
 */
export async function startBenchApi({ folderPrefix = 'gb-bench-', serverUrl, env = {} } = {}) {
  const { createApp } = await import(join(repositoryRoot, 'api/dist/create-app.js'));
  const { loadAppConfig } = await import(
    join(repositoryRoot, 'api/dist/config/load-app-config.js')
  );
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const seed = readSeeds()[serverUrl ? 'server' : 'embedded'];
  if (seed) copyDataFolder(seed.dataDir, folder);
  const database = serverUrl
    ? ((seed && (await copySeedDatabase(seed))) ??
      (await createDatabase(serverUrl, { prefix: 'gb_bench' })))
    : undefined;
  const { DATABASE_URL: _server, ...inherited } = process.env;
  try {
    const app = await createApp(
      loadAppConfig(
        {
          ...inherited,
          DATA_DIR: folder,
          LOG_LEVEL: 'error',
          WEB_ROOT: folder,
          ...env,
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
        folder,
      ),
    );
    const url = `http://127.0.0.1:${await listen(app.getHttpServer())}`;
    return {
      app,
      url,
      async close() {
        await app.close();
        await database?.drop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs `measure(app, apiUrl, databaseName)` on the embedded database, then on a database of its
 * own on DATABASE_URL's server when it is set. True when every measure was.
 */
export async function onEachDatabase(folderPrefix, measure) {
  const { DATABASE_URL: serverUrl } = process.env;
  let ok = await withApi(folderPrefix, 'embedded database', undefined, measure);
  if (serverUrl) ok = (await withApi(folderPrefix, 'PostgreSQL server', serverUrl, measure)) && ok;
  return ok;
}

async function withApi(folderPrefix, databaseName, serverUrl, measure) {
  console.log(`\n## ${databaseName}`);
  const api = await startBenchApi({ folderPrefix, serverUrl });
  try {
    return await measure(api.app, api.url, databaseName);
  } finally {
    await api.close();
  }
}

/** The demo franchisee's bearer token. */
export async function franchiseeToken(apiUrl) {
  return (await login(apiUrl, 'franchisee@demo.ch')).token;
}
