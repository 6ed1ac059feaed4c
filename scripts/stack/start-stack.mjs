// A production-like run without Docker: two api replicas on PostgreSQL sharing Redis, files
// in an S3-compatible server (s3rver), and nginx in front serving the shell and remotes with
// the docker image's configuration. Used by `npm run stack` and the browser tests' stack target.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  createDatabase,
  freePort,
  LOCAL_REDIS_URL,
  postgresMissing,
  redisMissing,
  serverUrl,
  stopProcess,
  waitForAnswer,
} from '@gb/test-kit';

import { once, stopOnInterrupt } from '../stop-on-interrupt.mjs';
import { startNginx } from './start-nginx.mjs';

const BUCKET = 'gb-files';

/** Why the stack cannot start here (nginx, PostgreSQL or Redis missing), or false. */
export async function stackMissing() {
  if (spawnSync('nginx', ['-v']).error) return 'nginx is not installed (apt-get install nginx)';
  return (await postgresMissing(serverUrl())) || redisMissing();
}

/**
 * @param {string} repositoryRoot
 * @param {{ port?: number, log?: (line: string) => void }} [options]
 */
export async function startStack(repositoryRoot, options = {}) {
  const log = options.log ?? (() => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'gb-stack-'));
  // nginx's workers run as another user when started by root: they must reach the web root.
  chmodSync(folder, 0o755);
  const children = [];
  let dropDatabase;
  const stop = once(async () => {
    forget();
    for (const child of children.reverse()) await stopProcess(child, 30_000);
    await dropDatabase?.();
    rmSync(folder, { recursive: true, force: true });
  });
  const forget = stopOnInterrupt(stop);
  try {
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    // Each run starts fresh, so nothing of it is worth keeping on the server.
    const database = await createDatabase(serverUrl(), { name: `gb_stack_${port}` });
    const databaseUrl = database.url;
    dropDatabase = database.drop;
    const s3Port = await freePort();
    const s3 = spawn(
      process.execPath,
      [
        join(repositoryRoot, 'scripts/stack/s3-server.mjs'),
        String(s3Port),
        join(folder, 's3'),
        BUCKET,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(s3);
    await new Promise((resolve, reject) => {
      s3.stdout.once('data', resolve);
      s3.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    });
    log(`s3rver on 127.0.0.1:${s3Port}, bucket ${BUCKET}`);

    // Both replicas share one data folder: the written mails and nothing else (files are in S3).
    const dataDir = join(folder, 'data');
    const apiPorts = [await freePort(), await freePort()];
    // A secret given to the stack (JWT_SECRET) is kept, so tokens outlive a restart of it.
    const jwtSecret = process.env.JWT_SECRET || randomBytes(32).toString('base64url');
    const shared = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL || LOCAL_REDIS_URL,
      REDIS_PREFIX: `gbstack${port}:`,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      WEB_ROOT: repositoryRoot,
      PUBLIC_URL: url,
      TRUST_PROXY: '1',
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // One after the other: the first migrates and seeds the database.
    for (const [index, apiPort] of apiPorts.entries()) {
      const child = spawn(process.execPath, [join(repositoryRoot, 'api/dist/main.js')], {
        cwd: repositoryRoot,
        env: { ...shared, PORT: String(apiPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => log(`api-${index + 1} ${String(chunk).trimEnd()}`));
      child.stderr.on('data', (chunk) => log(`api-${index + 1} ${String(chunk).trimEnd()}`));
      children.push(child);
      await waitForAnswer(`http://127.0.0.1:${apiPort}/api/v1/ready`, {
        child,
        name: `api-${index + 1}`,
      });
    }

    // The web image's files, as `npm run deployable-web` lays them out.
    const webFolder = join(folder, 'web');
    const built = spawnSync(
      process.execPath,
      [join(repositoryRoot, 'scripts/deployable-web.mjs'), webFolder],
      { stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error('scripts/deployable-web.mjs failed');
    // The remotes at their default entries, as the replicas answer them.
    const remotes = await (await fetch(`http://127.0.0.1:${apiPorts[0]}/remotes.json`)).json();
    const environment = Object.fromEntries(
      Object.entries(remotes).map(([name, entry]) => [`REMOTE_${name.toUpperCase()}_URL`, entry]),
    );
    const nginx = await startNginx({
      webFolder,
      prefix: join(folder, 'nginx'),
      port,
      apiPorts,
      environment,
      log,
    });
    children.push(nginx);
    log(`nginx on ${url} in front of api replicas on ${apiPorts.join(' and ')}`);
    const processes = [
      { name: 's3rver', pid: s3.pid },
      { name: 'api-1', pid: children[1].pid },
      { name: 'api-2', pid: children[2].pid },
      { name: 'nginx', pid: nginx.pid },
    ];
    // The bucket too, so a test finds an upload where the replicas put it.
    const s3Bucket = { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET };
    return { url, dataDir, apiPorts, databaseUrl, jwtSecret, s3: s3Bucket, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
