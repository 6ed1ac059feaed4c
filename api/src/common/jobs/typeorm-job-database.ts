import type pg from 'pg';
import type { Db } from 'pg-boss';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * The rows a statement answered on the runner's own `pg` connection; of a multi-statement text
 * (pg-boss's locked blocks), every statement's rows in turn.
 */
async function rowsOf(runner: QueryRunner, text: string, values?: unknown[]) {
  const client = (await runner.connect()) as pg.PoolClient;
  const answer = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[];
  const results = Array.isArray(answer) ? answer : [answer];
  return { rows: results.flatMap((result) => result.rows ?? []) };
}

/**
 * The job queue's statements on the app's own connection pool: one pool for everything (the
 * embedded database serves one connection at a time), and a job sent with a change's
 * transaction (its `EntityManager`) is written in that transaction.
 */
export function jobDatabaseOf(source: DataSource | EntityManager): Db {
  const manager = 'createQueryRunner' in source ? source.manager : source;
  return {
    async executeSql(text, values) {
      if (manager.queryRunner) return rowsOf(manager.queryRunner, text, values);
      const runner = manager.connection.createQueryRunner();
      try {
        return await rowsOf(runner, text, values);
      } finally {
        await runner.release();
      }
    },
  };
}
