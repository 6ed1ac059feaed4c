import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://gutscheinbuch.example.ch';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
  });

  afterAll(() => t.close());

  it('answers robots.txt as text that keeps crawlers out of the dashboard and names the sitemap', async () => {
    const response = await request(t.server).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /api/',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });

  it("lists Home, the text pages and every region's page in sitemap.xml", async () => {
    const regions = await request(t.server).get('/api/v1/region').expect(200);
    expect(regions.body.length).toBeGreaterThan(0);
    const response = await request(t.server).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/legal-notice`,
      `${PUBLIC_URL}/become-partner`,
      ...regions.body.map((region: { canonical: string }) => `${PUBLIC_URL}/${region.canonical}`),
    ]);
  });

  it('lists a region created later', async () => {
    const { token } = await login(t.server, DEMO.admin);
    await request(t.server)
      .post('/api/v1/region')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Zürcher Oberland' })
      .expect(201);
    const response = await request(t.server).get('/sitemap.xml').expect(200);
    expect(response.text).toContain(`<loc>${PUBLIC_URL}/zuercher-oberland</loc>`);
  });
});

describe('without PUBLIC_URL (development): what names the request host is kept apart per host', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it.each(['/robots.txt', '/sitemap.xml', '/', '/zugerland'])(
    'answers %s for the host it was asked on, with Vary: Host and never for a shared cache',
    async (path) => {
      const response = await request(t.server)
        .get(path)
        .set('Host', 'attacker.example')
        .expect(200);
      expect(response.text).toContain('http://attacker.example/');
      expect(response.headers['vary']).toMatch(/\bHost\b/i);
      expect(response.headers['cache-control']).toMatch(/\bprivate\b/);
      expect(response.headers['cache-control']).not.toMatch(/\bpublic\b/);
    },
  );
});

describe('with PUBLIC_URL: the request host is never named', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
  });

  afterAll(() => t.close());

  it.each(['/robots.txt', '/sitemap.xml', '/'])('answers %s with PUBLIC_URL only', async (path) => {
    const response = await request(t.server).get(path).set('Host', 'attacker.example').expect(200);
    expect(response.text).not.toContain('attacker.example');
    expect(response.text).toContain(PUBLIC_URL);
  });
});
