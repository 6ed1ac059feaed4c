import type { DataSource } from 'typeorm';

import type { JobQueue } from './job-queue.service.js';

/** PostgreSQL's "undefined table": another replica carried the table over first. */
const UNDEFINED_TABLE = '42P01';

/**
 * Moves the mails a table of the former outbox still holds unsent into `queue` as jobs, then
 * drops the table, in one transaction: the migration to the job queue keeps such a table only
 * while it holds unsent mail, so nothing waiting to go out is lost by an upgrade. Whichever
 * replica starts first takes them; the others find the table gone. Answers how many it moved.
 */
export async function carryOverOutbox<Data extends object>(
  dataSource: DataSource,
  jobs: JobQueue,
  table: string,
  queue: string,
  jobOf: (row: Record<string, unknown>) => Data,
): Promise<number> {
  try {
    return await dataSource.transaction(async (manager) => {
      const [{ kept }] = (await manager.query(`SELECT to_regclass($1) IS NOT NULL AS kept`, [
        table,
      ])) as { kept: boolean }[];
      if (!kept) return 0;
      await manager.query(`LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`);
      const rows = (await manager.query(
        `SELECT * FROM "${table}" WHERE sent_at IS NULL ORDER BY id`,
      )) as Record<string, unknown>[];
      await jobs.send(manager, queue, rows.map(jobOf));
      await manager.query(`DROP TABLE "${table}"`);
      return rows.length;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return 0;
    throw error;
  }
}
