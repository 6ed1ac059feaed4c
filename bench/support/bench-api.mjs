// The api a benchmark measures, started in this process on a fresh data folder: on the embedded
// database, and again on a fresh database of the PostgreSQL server that DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../e2e/support/portal.mjs';

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

async function onServer(serverUrl, sql) {
  const { default: pg } = await import(join(repositoryRoot, 'node_modules/pg/lib/index.js'));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `measure(app, apiUrl, databaseName)` on the embedded database, then on a fresh database of
 * DATABASE_URL's server when it is set (dropped afterwards). True when every measure was.
 */
export async function onEachDatabase(folderPrefix, measure) {
  const { DATABASE_URL: serverUrl } = process.env;
  let ok = await withApi(folderPrefix, 'embedded database', undefined, measure);
  if (serverUrl) {
    const name = `gb_bench_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      ok = (await withApi(folderPrefix, 'PostgreSQL server', url.toString(), measure)) && ok;
    } finally {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  return ok;
}

async function withApi(folderPrefix, databaseName, databaseUrl, measure) {
  console.log(`\n## ${databaseName}`);
  const { createApp } = await import(join(repositoryRoot, 'api/dist/create-app.js'));
  const { loadAppConfig } = await import(
    join(repositoryRoot, 'api/dist/config/load-app-config.js')
  );
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const { DATABASE_URL: _server, ...env } = process.env;
  const app = await createApp(
    loadAppConfig(
      {
        ...env,
        DATA_DIR: folder,
        LOG_LEVEL: 'error',
        WEB_ROOT: folder,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      folder,
    ),
  );
  try {
    const apiUrl = `http://127.0.0.1:${await listen(app.getHttpServer())}`;
    return await measure(app, apiUrl, databaseName);
  } finally {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The demo franchisee's bearer token. */
export async function franchiseeToken(apiUrl) {
  const login = await fetch(`${apiUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'franchisee@demo.ch', password: 'Demo-2for1' }),
  });
  return (await login.json()).token;
}
