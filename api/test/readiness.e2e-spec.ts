// Also on the embedded database: the readiness checks of each database kind.
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { startTestApp, type TestApp } from './support/test-app.js';

const allUp = { database: 'up', migrations: 'applied', storage: 'up', redis: 'not-configured' };

/** Stops and restarts the database as this app sees it: the server refuses it, or its pool is gone. */
async function takeDatabaseDown(t: TestApp): Promise<() => Promise<void>> {
  const dataSource = t.app.get(DataSource);
  if (!t.databaseUrl) {
    // The embedded server lives inside the app: closing its pool is what the app sees of an outage.
    await dataSource.destroy();
    return async () => {
      await dataSource.initialize();
    };
  }
  const name = new URL(t.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
    name,
  ]);
  return async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

describe('readiness', () => {
  let t: TestApp;

  // Readiness reads the migrations as the app itself applied them: it starts from nothing.
  beforeAll(async () => {
    t = await startTestApp({}, { fromNothing: true });
  });

  afterAll(() => t.close());

  it('is ready when the database answers and every migration is applied', async () => {
    const response = await request(t.server).get('/api/v1/ready').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ ready: true, shuttingDown: false, checks: allUp });
  });

  it('answers 503 naming the database while it is down, and is ready again once it is back', async () => {
    const bringBack = await takeDatabaseDown(t);
    try {
      const down = await request(t.server).get('/api/v1/ready').expect(503);
      expect(down.body.ready).toBe(false);
      expect(down.body.checks.database).toBe('down');
      expect(down.body.checks.storage).toBe('up');
    } finally {
      await bringBack();
    }
    const back = await request(t.server).get('/api/v1/ready').expect(200);
    expect(back.body).toEqual({ ready: true, shuttingDown: false, checks: allUp });
  });

  it('answers 503 with migrations pending when the database lacks one of this release', async () => {
    const dataSource = t.app.get(DataSource);
    const [last] = await dataSource.query(
      'SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1',
    );
    await dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const response = await request(t.server).get('/api/v1/ready').expect(503);
      expect(response.body.checks).toEqual({ ...allUp, migrations: 'pending' });
    } finally {
      await dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
    await request(t.server).get('/api/v1/ready').expect(200);
  });
});

describe('readiness with Redis', () => {
  it('checks Redis when REDIS_URL is set, and answers 503 naming it when it does not answer', async () => {
    const withRedis = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      const response = await request(withRedis.server).get('/api/v1/ready').expect(200);
      expect(response.body.checks).toEqual({ ...allUp, redis: 'up' });
    } finally {
      await withRedis.close();
    }
    // Nothing listens on port 1.
    const away = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await request(away.server).get('/api/v1/ready').expect(503);
      expect(response.body).toEqual({
        ready: false,
        shuttingDown: false,
        checks: { ...allUp, redis: 'down' },
      });
      // Liveness does not depend on Redis: the process itself is fine.
      await request(away.server).get('/api/v1/health').expect(200);
    } finally {
      await away.close();
    }
  });
});
