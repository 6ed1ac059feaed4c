import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

const PARTNER = 'https://partner.example.ch';

describe('calls from other origins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: `${PARTNER}, https://shop.example.ch` });
  });

  afterAll(() => t.close());

  const preflight = (origin: string) =>
    request(t.server)
      .options('/api/v1/order')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,idempotency-key');

  it('lets a configured origin call the api, and read the headers the client needs', async () => {
    const answer = await preflight(PARTNER).expect(204);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    const booklets = await request(t.server).get('/api/v1/booklet').set('Origin', PARTNER);
    expect(booklets.status).toBe(200);
    expect(booklets.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(booklets.headers['access-control-expose-headers']).toContain('Token-Expired');
  });

  it('gives any other origin no permission', async () => {
    const answer = await preflight('https://elsewhere.example.com');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const booklets = await request(t.server)
      .get('/api/v1/booklet')
      .set('Origin', 'https://elsewhere.example.com');
    expect(booklets.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('calls from other origins when none is configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers without permission for any other origin', async () => {
    const booklets = await request(t.server).get('/api/v1/booklet').set('Origin', PARTNER);
    expect(booklets.status).toBe(200);
    expect(booklets.headers['access-control-allow-origin']).toBeUndefined();
  });
});
