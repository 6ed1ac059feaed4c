import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://gutscheinbuch.example.ch';

/**
 * Whether a crawler following robots.txt as RFC 9309 reads it may fetch `path`: the longest
 * matching rule decides (`*` any characters, `$` the end), Allow on a tie.
 */
function mayCrawl(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== '')
    .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern: pattern! }))
    .filter(({ pattern }) =>
      new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')
          .replace(/\\\$$/, '$')}`,
      ).test(path),
    )
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

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
      'Allow: /api/v1/booklet/*/cover-image',
      'Allow: /api/v1/voucher/*/complete-image',
      'Allow: /api/v1/voucher/*/front-image',
      'Allow: /api/v1/voucher/*/back-image',
      'Disallow: /dashboard',
      'Disallow: /api/',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });

  it("lets crawlers fetch the pictures the pages show, their social cards' and structured data's, and nothing else of the api", async () => {
    const robots = (await request(t.server).get('/robots.txt').expect(200)).text;
    const home = (await request(t.server).get('/').expect(200)).text;
    const pictures = [
      ...home.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g),
      ...home.matchAll(/"image":"([^"]+)"/g),
    ].map(([, url]) => new URL(url!.replaceAll('&amp;', '&')));
    expect(pictures.length).toBeGreaterThan(2);
    // The pictures of a voucher, as the gallery and the slideshow ask for them.
    for (const side of ['complete-image', 'front-image', 'back-image']) {
      pictures.push(new URL(`${PUBLIC_URL}/api/v1/voucher/7/${side}?size=10&cache=1`));
    }
    for (const picture of pictures) {
      expect([picture.pathname, mayCrawl(robots, picture.pathname)]).toEqual([
        picture.pathname,
        true,
      ]);
    }
    for (const closed of [
      '/api/v1/order',
      '/api/v1/voucher',
      '/api/v1/user/1/profile-image',
      '/dashboard/vouchers',
    ]) {
      expect([closed, mayCrawl(robots, closed)]).toEqual([closed, false]);
    }
    expect(mayCrawl(robots, '/contact')).toBe(true);
  });

  it("lists Home, the text pages and every region's page in sitemap.xml", async () => {
    const regions = await request(t.server).get('/api/v1/region').expect(200);
    expect(regions.body.length).toBeGreaterThan(0);
    const response = await request(t.server).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" /,
    );
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = [
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/legal-notice`,
      `${PUBLIC_URL}/become-partner`,
      ...regions.body.map((region: { canonical: string }) => `${PUBLIC_URL}/${region.canonical}`),
    ];
    expect(locations).toEqual(pages.flatMap((page) => [page, `${page}?lang=en-US`]));
  });

  it('lists each page in both languages with its alternates, as its head names them', async () => {
    const sitemap = (await request(t.server).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1],
      alternates: [
        ...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map(([, hreflang, href]) => `${hreflang} ${href}`),
    }));
    const contact = [
      `de-CH ${PUBLIC_URL}/contact`,
      `en-US ${PUBLIC_URL}/contact?lang=en-US`,
      `x-default ${PUBLIC_URL}/contact`,
    ];
    expect(entries.filter(({ loc }) => loc!.startsWith(`${PUBLIC_URL}/contact`))).toEqual([
      { loc: `${PUBLIC_URL}/contact`, alternates: contact },
      { loc: `${PUBLIC_URL}/contact?lang=en-US`, alternates: contact },
    ]);
    // The English page's head names the same addresses.
    const head = (await request(t.server).get('/contact?lang=en-US').expect(200)).text;
    const inHead = [
      ...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ].map(([, hreflang, href]) => `${hreflang} ${href}`);
    expect(inHead).toEqual(contact);
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
