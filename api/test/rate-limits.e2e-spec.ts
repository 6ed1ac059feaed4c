import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO } from './support/login.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOO_MANY = {
  'de-CH': 'Zu viele Anfragen, bitte später erneut versuchen',
  'en-US': 'Too many requests, please try again later',
};

describe('rate limits per client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '3', RESET_PASSWORD_RATE_LIMIT: '2' });
  });

  afterAll(() => t.close());

  const authenticate = (username: string) =>
    request(t.server)
      .post('/api/v1/auth/authenticate')
      .set('Accept-Language', 'en-US')
      .send({ username, password: 'Demo-2for1' });

  it('refuses the fourth login of a minute with 429, whoever logs in, and says when to retry', async () => {
    await authenticate(DEMO.admin).expect(200);
    await authenticate(DEMO.designer).expect(200);
    await authenticate(DEMO.company).expect(200);
    const refused = await authenticate(DEMO.franchisee).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY['en-US'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts password-reset mails apart from logins, per 15 minutes', async () => {
    const reset = () =>
      request(t.server).post('/api/v1/auth/reset-password').send({ email: DEMO.company2 });
    await reset().expect(200);
    await reset().expect(200);
    const refused = await reset().expect(429);
    expect(refused.body.message).toBe(TOO_MANY['de-CH']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('rate limits behind the reverse proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '2' });
  });

  afterAll(() => t.close());

  const authenticateFrom = (client: string) =>
    request(t.server)
      .post('/api/v1/auth/authenticate')
      .set('X-Forwarded-For', client)
      .send({ username: DEMO.admin, password: 'Demo-2for1' });

  it("counts each client the proxy names, not the proxy's own address", async () => {
    await authenticateFrom('203.0.113.7').expect(200);
    await authenticateFrom('203.0.113.7').expect(200);
    await authenticateFrom('203.0.113.7').expect(429);
    await authenticateFrom('198.51.100.23').expect(200);
  });
});

describe('the public order limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ORDER_RATE_LIMIT: '2' });
  });

  afterAll(() => t.close());

  it('refuses the third order of a minute from one client with 429', async () => {
    const { published } = await insertOrderBooklets(t.app.get(DataSource));
    const send = () =>
      request(t.server)
        .post('/api/v1/order')
        .send(privateOrder([{ bookletId: published.id, quantity: 1 }]));
    await send().expect(201);
    await send().expect(201);
    const refused = await send().expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY['de-CH'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
