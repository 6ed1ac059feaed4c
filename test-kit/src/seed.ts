import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

import { startApi } from './api-process.js';
import { createDatabase, type Database } from './postgres.js';

/**
 * The demo data, migrated and seeded once, from which each test (file) takes a copy instead of
 * migrating and seeding again.
 */
export interface Seed {
  /** The data folder the seed left: files and their sizes, the generated secret; `db/` when embedded. */
  dataDir: string;
  /** The seeded database on a PostgreSQL server, copied with `CREATE DATABASE … TEMPLATE`. */
  template?: { serverUrl: string; name: string };
}

export interface Seeds {
  embedded?: Seed;
  server?: Seed;
}

/** Names the JSON file that describes the seeds of this run (written by whoever made them). */
export const SEEDS_ENV = 'GB_TEST_SEEDS';

/** The seeds this run made, as SEEDS_ENV describes them (none when it is unset). */
export function readSeeds(env: NodeJS.ProcessEnv = process.env): Seeds {
  const file = env[SEEDS_ENV];
  if (!file || !existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Seeds;
}

export function writeSeeds(file: string, seeds: Seeds): void {
  writeFileSync(file, JSON.stringify(seeds, null, 2));
}

// What a running api leaves in its data folder that no copy may take: its socket, its lock on the
// embedded database, written mails.
const NOT_COPIED = new Set(['run', 'db.lock', 'mail']);

/** A copy of a data folder without what belongs to the process that used it. */
export function copyDataFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !(dirname(source) === from && NOT_COPIED.has(basename(source))),
  });
}

export interface SeedCopy {
  dataDir: string;
  /** The copied database on the server (a server seed only). */
  databaseUrl?: string;
  /** Drops the copied database (the folder is the caller's to remove). */
  drop(): Promise<void>;
}

/** A new database made from the seed's template (none for an embedded seed: its database is in its folder). */
export async function copySeedDatabase(seed: Seed): Promise<Database | undefined> {
  if (!seed.template) return undefined;
  return createDatabase(seed.template.serverUrl, {
    prefix: 'gb_test',
    template: seed.template.name,
  });
}

/** A copy of `seed` to work on: its folder copied into `dataDir`, its template copied on the server. */
export async function copySeed(seed: Seed, dataDir: string): Promise<SeedCopy> {
  copyDataFolder(seed.dataDir, dataDir);
  const database = await copySeedDatabase(seed);
  return { dataDir, databaseUrl: database?.url, drop: database?.drop ?? (async () => undefined) };
}

/** Starts an api on `dataDir` (and `databaseUrl`), lets it migrate and seed, and stops it. */
export type SeedOnce = (dataDir: string, databaseUrl: string | undefined) => Promise<void>;

export interface MadeSeed extends Seed {
  /** Removes the folder and drops the template. */
  remove(): Promise<void>;
}

/**
 * Migrates and seeds a fresh data folder (embedded) or a fresh database on `serverUrl` with
 * `seedOnce`, and keeps it as the seed of later copies.
 */
export async function makeSeed(seedOnce: SeedOnce, serverUrl?: string): Promise<MadeSeed> {
  const folder = mkdtempSync(join(tmpdir(), serverUrl ? 'gb-seed-server-' : 'gb-seed-embedded-'));
  const dataDir = join(folder, 'data');
  const database = serverUrl ? await createDatabase(serverUrl, { prefix: 'gb_seed' }) : undefined;
  const remove = async () => {
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await seedOnce(dataDir, database?.url);
    return {
      dataDir,
      ...(database && serverUrl ? { template: { serverUrl, name: database.name } } : {}),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Seeds with the built api (`api/dist`), started as its own process until it is ready. */
export function seedWithBuiltApi(repositoryRoot: string): SeedOnce {
  return async (dataDir, url) => {
    const api = await startApi({
      repositoryRoot,
      dataDir,
      env: { LOG_LEVEL: 'warn', WEB_ROOT: repositoryRoot, ...(url ? { DATABASE_URL: url } : {}) },
      readyPath: '/api/v1/ready',
    });
    await api.stop();
  };
}
