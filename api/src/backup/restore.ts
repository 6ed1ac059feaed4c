import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import type { AppConfig } from '../config/app-config.js';
import { lockEmbeddedDatabase } from '../database/embedded-database-lock.js';
import { EMBEDDED_DUMP, FILES_FOLDER, SERVER_DUMP } from './backup.js';
import { runTool } from './run-tool.js';

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * Restores an archive of `backUp` into a fresh place: the embedded database into an empty
 * `$DATA_DIR/db`, or a server dump into DATABASE_URL's database (which should be new and
 * empty); the files into `$DATA_DIR/files`. It never overwrites what is there.
 */
export async function restore(config: AppConfig, archive: string): Promise<void> {
  const files = join(config.dataDir, FILES_FOLDER);
  if (!isEmptyFolder(files))
    throw new Error(`${files} is not empty: restore into a fresh DATA_DIR`);
  const staging = await mkdtemp(join(tmpdir(), 'gb-restore-'));
  try {
    await runTool('tar', ['-xzf', resolve(archive), '-C', staging]);
    if (config.databaseUrl) {
      if (!existsSync(join(staging, SERVER_DUMP)))
        throw new Error('The archive holds an embedded database: restore it without DATABASE_URL');
      await runTool('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        join(staging, SERVER_DUMP),
      ]);
    } else {
      const dbFolder = join(config.dataDir, 'db');
      if (!existsSync(join(staging, EMBEDDED_DUMP)))
        throw new Error('The archive holds a server dump: restore it with DATABASE_URL');
      if (!isEmptyFolder(dbFolder))
        throw new Error(`${dbFolder} is not empty: restore into a fresh DATA_DIR`);
      // No portal starts on the folder while the database is put into it.
      const release = await lockEmbeddedDatabase(dbFolder, 'restore');
      try {
        const tarball = await readFile(join(staging, EMBEDDED_DUMP));
        const db = await PGlite.create({ dataDir: dbFolder, loadDataDir: new Blob([tarball]) });
        await db.close();
      } finally {
        await release();
      }
    }
    if (existsSync(join(staging, FILES_FOLDER))) {
      await mkdir(config.dataDir, { recursive: true });
      await rm(files, { recursive: true, force: true });
      await rename(join(staging, FILES_FOLDER), files);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
