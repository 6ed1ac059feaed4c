import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

import type { DatabaseServer } from './database-server.js';

// TypeORM's pool opens several connections; the socket server queues their queries on the one PGlite session.
const MAX_CONNECTIONS = 20;

/**
 * Starts PGlite on a data folder and exposes it over the PostgreSQL wire protocol on an
 * ephemeral loopback port, so the ordinary `pg` driver serves both run modes.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<DatabaseServer> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  const socketServer = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: MAX_CONNECTIONS,
  });
  await socketServer.start();
  const hostAndPort = socketServer.getServerConn();
  let stopped = false;
  return {
    kind: 'embedded',
    url: `postgres://postgres@${hostAndPort}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await socketServer.stop();
      await db.close();
    },
  };
}
