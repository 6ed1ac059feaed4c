import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { Logger } from '@nestjs/common';
import lockfile from 'proper-lockfile';

/** How long a lock whose holder stopped renewing it (the process died) keeps others out. */
const STALE_MS = 10_000;

/** The embedded database of a data folder is held by another process (a running portal). */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dataDir: string, wanted: string) {
    super(
      `The portal is running on ${dataDir}: its embedded database is one process's. ` +
        `Stop it, then ${wanted}, or give this one another DATA_DIR.`,
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

/**
 * Takes the embedded database folder `dbDir` (`$DATA_DIR/db`) for this process: the portal while
 * it runs, a backup or a restore while it works. Another process asking gets
 * EmbeddedDatabaseInUse naming what it wanted to do. Answers the release.
 */
export async function lockEmbeddedDatabase(
  dbDir: string,
  wanted: string,
): Promise<() => Promise<void>> {
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  try {
    return await lockfile.lock(dbDir, {
      lockfilePath: `${dbDir}.lock`,
      realpath: false,
      stale: STALE_MS,
      // The lock is renewed while held; when that fails (its folder was removed), say so and go on.
      onCompromised: (error) =>
        new Logger('EmbeddedDatabase').error(`The data folder's lock was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new EmbeddedDatabaseInUse(dirname(dbDir), wanted);
    }
    throw error;
  }
}
