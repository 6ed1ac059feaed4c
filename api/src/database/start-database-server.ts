import { join } from 'node:path';

import type { AppConfig } from '../config/app-config.js';
import type { DatabaseServer } from './database-server.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** DATABASE_URL wins; without it the embedded PostgreSQL under DATA_DIR/db is started. */
export async function startDatabaseServer(config: AppConfig): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return { kind: 'server', url: config.databaseUrl, stop: async () => undefined };
  }
  return startEmbeddedPostgres(join(config.dataDir, 'db'));
}
