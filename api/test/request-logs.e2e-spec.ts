import request from 'supertest';
import { DataSource } from 'typeorm';

import { startTestApp, type TestApp } from './support/test-app.js';

interface LogLine {
  level: number;
  requestId?: string;
  msg: string;
  context?: string;
  err?: { message: string };
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const ERROR = 50;

describe('request ids and JSON logs', () => {
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      { LOG_LEVEL: 'log' },
      { logDestination: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    );
  });

  afterAll(() => t.close());

  it('returns a fresh request id on every answer and logs the request under it', async () => {
    const first = await request(t.server).get('/api/v1/region').expect(200);
    const second = await request(t.server).get('/api/v1/region').expect(200);
    const id = first.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId: id,
        req: { method: 'GET', url: '/api/v1/region' },
        res: { statusCode: 200 },
      }),
    );
  });

  it("keeps the proxy's request id, and replaces one that is not an id", async () => {
    const kept = await request(t.server)
      .get('/api/v1/region')
      .set('X-Request-Id', 'nginx-4f2a9c01b7')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c01b7');
    const replaced = await request(t.server)
      .get('/api/v1/region')
      .set('X-Request-Id', 'forged\tline "level":50')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the request id of a failed request in the error log, and the body stays generic', async () => {
    const dataSource = t.app.get(DataSource);
    await dataSource.destroy();
    const failed = await request(t.server)
      .get('/api/v1/region')
      .set('Accept-Language', 'en-US')
      .then(
        async (answer) => {
          await dataSource.initialize();
          return answer;
        },
        async (error: unknown) => {
          await dataSource.initialize();
          throw error;
        },
      );
    expect(failed.status).toBe(500);
    const id = failed.headers['x-request-id'];
    expect(failed.body).toEqual({ statusCode: 500, message: expect.any(String) });
    const errorLog = lines.find(
      (line) =>
        line.level === ERROR && line.requestId === id && line.context === 'ApiExceptionFilter',
    );
    expect(errorLog?.msg).toBe('GET /api/v1/region failed');
    expect(errorLog?.err?.message).toBe('Driver not Connected');
  });
});
