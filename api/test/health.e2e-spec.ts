// Also on the embedded database: the database going away, for each kind.
import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

describe('health and errors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers ok with the kind of database in use', async () => {
    const response = await request(t.server).get('/api/v1/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: { kind: t.kind, state: 'up' } });
  });

  it('answers an unknown api route with a 404 JSON body in the request locale', async () => {
    const german = await request(t.server).get('/api/v1/no-such-thing').expect(404);
    expect(german.body).toEqual({ statusCode: 404, message: 'Nicht gefunden' });
    const english = await request(t.server)
      .get('/api/v1/no-such-thing')
      .set('Accept-Language', 'en-US')
      .expect(404);
    expect(english.body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('answers malformed JSON with 400, not 500, in both locales', async () => {
    const german = await request(t.server)
      .post('/api/v1/region')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(german.body).toEqual({ statusCode: 400, message: 'Die Anfrage ist ungültig' });
    const english = await request(t.server)
      .post('/api/v1/region')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en-US,en;q=0.9')
      .send('{"name": ')
      .expect(400);
    expect(english.body).toEqual({ statusCode: 400, message: 'The request is not valid' });
  });

  it('publishes the OpenAPI description', async () => {
    const response = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/booklet', '/api/v1/voucher']),
    );
  });

  it('stays alive (200) while the database stops answering, saying it is down; readiness answers 503', async () => {
    const dataSource = t.app.get((await import('typeorm')).DataSource);
    await dataSource.destroy();
    // A liveness probe that failed here would restart every replica in a database blip.
    const response = await request(t.server).get('/api/v1/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: { kind: t.kind, state: 'down' } });
    const ready = await request(t.server).get('/api/v1/ready').expect(503);
    expect(ready.body.checks.database).toBe('down');
  });
});
