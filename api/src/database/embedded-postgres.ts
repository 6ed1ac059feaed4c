import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

import type { DatabaseServer } from './database-server.js';
import { lockEmbeddedDatabase } from './embedded-database-lock.js';

// TypeORM's pool opens several connections; the socket server queues their queries on the one PGlite session.
const MAX_CONNECTIONS = 20;
/** The socket name PostgreSQL clients look for in a socket folder (port 5432). */
const SOCKET_NAME = '.s.PGSQL.5432';
/** Unix socket paths longer than this cannot be bound (sun_path holds 108 bytes). */
const MAX_SOCKET_PATH = 100;

/**
 * A folder only this user may enter for the socket: `$DATA_DIR/run`, or a private temporary
 * folder when that path is too long for a socket.
 */
function privateSocketFolder(dataDir: string): { folder: string; temporary: boolean } {
  const wanted = join(dataDir, '..', 'run');
  if (join(wanted, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
    mkdirSync(wanted, { recursive: true, mode: 0o700 });
    chmodSync(wanted, 0o700);
    return { folder: wanted, temporary: false };
  }
  return { folder: mkdtempSync(join(tmpdir(), 'gb-db-')), temporary: true };
}

/**
 * Starts PGlite on a data folder and exposes it over the PostgreSQL wire protocol on a Unix
 * socket in a folder only this user may enter (never on TCP: it has no password), so the
 * ordinary `pg` driver serves both run modes.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<DatabaseServer> {
  // A second portal on this folder would take the database from the running one.
  const release = await lockEmbeddedDatabase(dataDir, 'start this one');
  try {
    return await serveEmbedded(dataDir, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function serveEmbedded(
  dataDir: string,
  release: () => Promise<void>,
): Promise<DatabaseServer> {
  const db = await PGlite.create({ dataDir });
  const { folder, temporary } = privateSocketFolder(dataDir);
  const path = join(folder, SOCKET_NAME);
  // A socket left by a process that was killed would block the new one.
  rmSync(path, { force: true });
  const socketServer = new PGLiteSocketServer({ db, path, maxConnections: MAX_CONNECTIONS });
  try {
    await socketServer.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  chmodSync(path, 0o600);
  let stopped = false;
  return {
    kind: 'embedded',
    url: `postgres://postgres@/postgres?host=${encodeURIComponent(folder)}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await socketServer.stop();
      await db.close();
      rmSync(temporary ? folder : path, { recursive: true, force: true });
      await release();
    },
  };
}
