import { writeFileSync } from 'node:fs';

import request from 'supertest';

import { DEMO, login, userIdOf } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('HTTP headers', () => {
  let t: TestApp;
  let franchisee: string;

  beforeAll(async () => {
    t = await startTestApp();
    franchisee = (await login(t.server, DEMO.franchisee)).token;
  });

  afterAll(() => t.close());

  it.each([
    ['a user record (JSON)', (id: number) => `/api/v1/user/${id}`],
    ['the Abacus export (CSV)', () => '/api/v1/accounting/abacus-export'],
    ['the order list', () => '/api/v1/order'],
  ])('keeps %s out of every cache', async (_name, path) => {
    const response = await request(t.server)
      .get(path(userIdOf(franchisee)))
      .set('Authorization', `Bearer ${franchisee}`)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a refused logged-in call out of caches too, and lets public lists be cached', async () => {
    const refused = await request(t.server).get('/api/v1/order').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const list = await request(t.server).get('/api/v1/booklet').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=10');
  });

  it('switches off browser features the portal does not use, and the position for other sites', async () => {
    const response = await request(t.server).get('/api/v1/health').expect(200);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it("sends Home's whole voucher list with the headers of every other answer", async () => {
    const whole = await request(t.server)
      .get('/api/v1/voucher')
      .set('X-Request-Id', 'home-list-0001')
      .expect(200);
    const page = await request(t.server).get('/api/v1/voucher?page=1').expect(200);
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]) {
      expect([header, whole.headers[header]]).toEqual([header, page.headers[header]]);
      expect(whole.headers[header]).toBeTruthy();
    }
    expect(whole.headers['x-request-id']).toBe('home-list-0001');
    expect(whole.headers['cache-control']).toBe('public, max-age=10');
    expect(whole.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(whole.body.total).toBe(page.body.total);
    const again = await request(t.server)
      .get('/api/v1/voucher')
      .set('If-None-Match', whole.headers.etag!)
      .expect(304);
    expect(again.headers['content-security-policy']).toBe(whole.headers['content-security-policy']);
  });

  it('sends no HSTS over plain HTTP, nor for a forwarded HTTPS it does not trust', async () => {
    const plain = await request(t.server).get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await request(t.server).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not serve source maps', async () => {
    writeFileSync(`${t.webRoot}/shell/dist/main.3f9a1c2b7d.js.map`, '{"version":3}');
    await request(t.server).get('/main.3f9a1c2b7d.js').expect(200);
    await request(t.server).get('/main.3f9a1c2b7d.js.map').expect(404);
  });
});

describe('HTTP headers behind a trusted proxy, with maps and without docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', SOURCE_MAPS: 'on', API_DOCS: 'off' });
  });

  afterAll(() => t.close());

  it.each([
    ['a page', '/'],
    ["Home's whole voucher list", '/api/v1/voucher'],
  ])('sends HSTS with %s when the proxy says the request came over HTTPS', async (_name, path) => {
    const forwarded = await request(t.server)
      .get(path)
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(forwarded.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await request(t.server).get(path).expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves source maps when SOURCE_MAPS=on', async () => {
    writeFileSync(`${t.webRoot}/shell/dist/main.3f9a1c2b7d.js.map`, '{"version":3}');
    await request(t.server).get('/main.3f9a1c2b7d.js.map').expect(200);
  });

  it('has no OpenAPI page when API_DOCS=off', async () => {
    await request(t.server).get('/api/docs').expect(404);
    await request(t.server).get('/api/docs-json').expect(404);
  });
});
