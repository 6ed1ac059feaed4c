import { randomBytes } from 'node:crypto';

import { copySeedDatabase, createDatabase, LOCAL_REDIS_URL, readSeeds } from '@gb/test-kit';

import { startTestApp, type TestApp } from './test-app.js';

export const REDIS_URL = process.env.REDIS_URL ?? LOCAL_REDIS_URL;

export interface Replicas {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two api replicas on one database of the PostgreSQL server (DATABASE_URL; a copy of the run's
 * seed) sharing Redis under a prefix of their own, behind a proxy (TRUST_PROXY=1) so a test names
 * the client.
 */
export async function startReplicas(env: NodeJS.ProcessEnv = {}): Promise<Replicas> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Replica tests need a PostgreSQL server in DATABASE_URL');
  const seed = readSeeds().server;
  // One copy of the seeded database for both; each replica copies the seed's files into its folder.
  const database = (seed && (await copySeedDatabase(seed))) || (await createDatabase(serverUrl));
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: `gbtest-${randomBytes(4).toString('hex')}:`,
    TRUST_PROXY: '1',
    // Replicas sign and check tokens with one key.
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const started: TestApp[] = [];
  try {
    // One after the other: without a seed, the first migrates and seeds, the second finds it done.
    started.push(await startTestApp(shared));
    started.push(await startTestApp(shared));
  } catch (error) {
    await Promise.all(started.map((app) => app.close()));
    await database.drop();
    throw error;
  }
  const [a, b] = started as [TestApp, TestApp];
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}
