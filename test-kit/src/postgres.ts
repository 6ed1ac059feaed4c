import { randomBytes } from 'node:crypto';

import pg from 'pg';

/** The PostgreSQL server of a development machine and of CI (trust authentication). */
export const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server named by DATABASE_URL, else the local one. */
export function serverUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || LOCAL_SERVER_URL;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements one after the other on the server's maintenance connection. */
export async function onServer(server: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The rows one query answers on the database at `url`: for a test that checks what the api
 * wrote and shows no caller (a mail's job in the job queue, where a file is stored).
 */
export async function queryRows<Row = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Why the server cannot be used (it does not answer), or false. */
export async function postgresMissing(server: string): Promise<string | false> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return false;
  } catch (error) {
    return `PostgreSQL does not answer at ${new URL(server).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface Database {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Start of the generated name (`gb_test`). */
  prefix?: string;
  /** A name of its own instead of a generated one; an old database of that name is dropped. */
  name?: string;
  /** A database to copy (`CREATE DATABASE … TEMPLATE`): nobody may be connected to it. */
  template?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A new database on the server, empty or a copy of `template`; `drop()` removes it. */
export async function createDatabase(
  server: string,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  const name = options.name ?? `${options.prefix ?? 'gb_test'}_${randomBytes(6).toString('hex')}`;
  for (const identifier of [name, options.template ?? name]) {
    if (!IDENTIFIER.test(identifier)) throw new Error(`not a database name: ${identifier}`);
  }
  const statements = options.name ? [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`] : [];
  statements.push(
    options.template
      ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
      : `CREATE DATABASE ${name}`,
  );
  await onServer(server, ...statements);
  return {
    name,
    url: databaseUrl(server, name),
    drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
