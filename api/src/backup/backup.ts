import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import type { AppConfig } from '../config/app-config.js';
import { lockEmbeddedDatabase } from '../database/embedded-database-lock.js';
import { runTool } from './run-tool.js';

/** Inside an archive: the database as pg_dump's custom format, or PGlite's data folder. */
export const SERVER_DUMP = 'database.dump';
export const EMBEDDED_DUMP = 'embedded-db.tar.gz';
export const FILES_FOLDER = 'files';

/**
 * Writes one archive (tar.gz) with the database and the files under `$DATA_DIR/files`:
 * a PostgreSQL server is dumped while it runs (pg_dump's snapshot is consistent); the embedded
 * database is copied by PGlite itself, which one process at a time may open, so the portal
 * on that DATA_DIR is stopped first. Files in S3 stay in their bucket.
 */
export async function backUp(config: AppConfig, archive: string): Promise<void> {
  const staging = await mkdtemp(join(tmpdir(), 'gb-backup-'));
  try {
    if (config.databaseUrl) {
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${join(staging, SERVER_DUMP)}`,
        config.databaseUrl,
      ]);
    } else {
      const dbFolder = join(config.dataDir, 'db');
      if (!existsSync(dbFolder)) throw new Error(`No embedded database in ${dbFolder}`);
      // Refused while the portal runs on it; no portal starts on it while it is copied.
      const release = await lockEmbeddedDatabase(dbFolder, 'back up');
      try {
        const db = await PGlite.create({ dataDir: dbFolder });
        try {
          const tarball = await db.dumpDataDir('gzip');
          await writeFile(join(staging, EMBEDDED_DUMP), Buffer.from(await tarball.arrayBuffer()));
        } finally {
          await db.close();
        }
      } finally {
        await release();
      }
    }
    const files = join(config.dataDir, FILES_FOLDER);
    const parts = existsSync(files) ? ['-C', config.dataDir, FILES_FOLDER] : [];
    await mkdir(resolve(archive, '..'), { recursive: true });
    await runTool('tar', [
      '-czf',
      resolve(archive),
      '-C',
      staging,
      config.databaseUrl ? SERVER_DUMP : EMBEDDED_DUMP,
      ...parts,
    ]);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
