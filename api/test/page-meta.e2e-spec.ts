import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://gutscheinbuch.example.ch';

/** The content of the first tag matching `pattern`'s attribute (e.g. a meta's content). */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const found = html.match(tag)?.[0];
  return found?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
}

const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (name|property)="${key}"[^>]*>`), 'content');
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonical = (html: string) => attribute(html, /<link rel="canonical"[^>]*>/, 'href');
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
const htmlLang = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];

interface JsonLdNode {
  '@type': string;
  name: string;
  image?: string;
  offers?: { price: string; priceCurrency: string; availability: string; url: string };
  address?: { addressLocality?: string };
}
function jsonLd(html: string): { '@context': string; '@graph': JsonLdNode[] } | undefined {
  const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  return script === undefined ? undefined : JSON.parse(script);
}

describe('page heads rendered by the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
  });

  afterAll(() => t.close());

  it("answers a page's head for the app's own navigations as the page itself has it, in the language asked", async () => {
    const region = (await request(t.server).get('/api/v1/region').expect(200)).body[0];
    for (const path of ['/contact', `/${region.canonical}`, '/']) {
      for (const lang of ['de-CH', 'en-US']) {
        const page = (await request(t.server).get(`${path}?lang=${lang}`).expect(200)).text;
        const answer = await request(t.server)
          .get(`/api/v1/page-head?path=${encodeURIComponent(path)}&lang=${lang}`)
          .expect(200);
        expect(answer.headers['cache-control']).toBe('no-cache');
        const { head } = answer.body as { head: string };
        expect(canonical(head)).toBe(canonical(page));
        expect(alternates(head)).toEqual(alternates(page));
        expect(metaContent(head, 'description')).toBe(metaContent(page, 'description'));
        expect(metaContent(head, 'og:url')).toBe(metaContent(page, 'og:url'));
        expect(jsonLd(head)).toEqual(jsonLd(page));
      }
    }
    const english = (
      await request(t.server).get('/api/v1/page-head?path=%2Fcontact&lang=en-US').expect(200)
    ).body.head as string;
    expect(canonical(english)).toBe(`${PUBLIC_URL}/contact?lang=en-US`);
    // The dashboard stays out of the index, and an unknown page too.
    const dashboard = await request(t.server).get('/api/v1/page-head?path=%2Fdashboard%2Forders');
    expect(metaContent(dashboard.body.head, 'robots')).toBe('noindex');
    const unknown = await request(t.server).get('/api/v1/page-head?path=%2Fno-such-page');
    expect(metaContent(unknown.body.head, 'robots')).toBe('noindex');
  });

  it("refuses a page head without the page, in the visitor's language", async () => {
    const german = await request(t.server).get('/api/v1/page-head').expect(400);
    expect(german.body.errors.join(' ')).toContain('Adresse der Seite');
    const english = await request(t.server)
      .get('/api/v1/page-head?lang=fr')
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(english.body.errors.join(' ')).toContain('Address of the page');
  });

  it("answers Home with its title, the Home block's description, canonical, alternates, cards and JSON-LD", async () => {
    const response = await request(t.server).get('/').expect(200);
    const html = response.text;
    expect(htmlLang(html)).toBe('de-CH');
    expect(title(html)).toBe('Zwei geniessen, einer bezahlt – 2für1 Gutscheinbuch');
    const description = metaContent(html, 'description')!;
    expect(
      description.startsWith('Willkommen beim Gutscheinbuch Ihrer Region! Zwei geniessen'),
    ).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    expect(alternates(html)).toEqual({
      'de-CH': `${PUBLIC_URL}/`,
      'en-US': `${PUBLIC_URL}/?lang=en-US`,
      'x-default': `${PUBLIC_URL}/`,
    });
    expect(metaContent(html, 'og:title')).toBe(title(html));
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v1/booklet/\\d+/cover-image\\?size=20&amp;cache=\\d+$`),
    );
    // The cover is there for whoever follows the link.
    await request(t.server)
      .get(image.replace(PUBLIC_URL, '').replace('&amp;', '&'))
      .expect(200)
      .expect('Content-Type', /^image\//);
    expect(html).not.toContain('name="robots"');

    const data = jsonLd(html)!;
    expect(data['@context']).toBe('https://schema.org');
    const booklets = (await request(t.server).get('/api/v1/booklet').expect(200)).body as {
      unitPrice: number;
    }[];
    const products = data['@graph'].filter((node) => node['@type'] === 'Product');
    expect(products).toHaveLength(booklets.length);
    for (const product of products) {
      expect(product.offers).toEqual({
        '@type': 'Offer',
        price: expect.stringMatching(/^\d+\.\d\d$/),
        priceCurrency: 'CHF',
        availability: expect.stringMatching(
          /^https:\/\/schema.org\/(InStock|PreOrder|SoldOut|OutOfStock)$/,
        ),
        url: `${PUBLIC_URL}/`,
      });
    }
    expect(products.map((product) => Number(product.offers!.price)).sort()).toEqual(
      booklets.map((booklet) => booklet.unitPrice).sort(),
    );
    const outlets = (await request(t.server).get('/api/v1/company/point-of-sales').expect(200))
      .body as { companyName: string; city: string }[];
    const businesses = data['@graph'].filter((node) => node['@type'] === 'LocalBusiness');
    expect(businesses.length).toBeGreaterThan(0);
    expect(businesses.map((business) => business.name).sort()).toEqual(
      [...new Set(outlets.map((outlet) => outlet.companyName))].sort(),
    );
  });

  it('gives a crawler without scripts the heading, the first paragraph and links to the public pages', async () => {
    const { text: html } = await request(t.server).get('/contact').expect(200);
    const noscript = html.match(/<body><noscript>(.*?)<\/noscript><div id="root">/s)?.[1];
    expect(noscript).toContain('<h1>Kontakt</h1>');
    expect(noscript).toContain(
      '<p>Haben Sie Fragen zu Ihrer Bestellung oder zu einem Gutschein?</p>',
    );
    expect(noscript).toContain('<a href="/legal-notice">Impressum</a>');
    expect(noscript).toContain('<a href="/zugerland">Zugerland</a>');
  });

  it("answers a text page with its route title and its block's first words", async () => {
    const { text: html } = await request(t.server).get('/legal-notice').expect(200);
    expect(title(html)).toBe('Impressum – 2für1 Gutscheinbuch');
    expect(metaContent(html, 'description')).toBe(
      'Gutscheinbuch Regional GmbH Bahnhofstrasse 1 5000 Aarau Handelsregister des Kantons Aargau, UID CHE-123.456.789 Für den Inhalt verlinkter Seiten sind…',
    );
    expect(canonical(html)).toBe(`${PUBLIC_URL}/legal-notice`);
    expect(jsonLd(html)).toBeUndefined();
  });

  it("answers a regional page with the region's name, intro, booklets and points of sale", async () => {
    const { text: html } = await request(t.server).get('/zugerland').expect(200);
    expect(title(html)).toBe('Zugerland – 2für1 Gutscheinbuch');
    expect(metaContent(html, 'description')).toBe(
      'Das Gutscheinbuch Zugerland bietet Ihnen Genuss und Erlebnis in der ganzen Region. Entdecken Sie Betriebe in Zug, Cham, Baar, Steinhausen, Walchwil und…',
    );
    expect(canonical(html)).toBe(`${PUBLIC_URL}/zugerland`);
    const graph = jsonLd(html)!['@graph'];
    const products = graph.filter((node) => node['@type'] === 'Product');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.name).toMatch(/^2für1 Gutscheinbuch Zugerland \d{4}$/);
      expect(product.offers!.priceCurrency).toBe('CHF');
      expect(product.offers!.url).toBe(`${PUBLIC_URL}/zugerland`);
    }
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/gutscheinbuch\.example\.ch\/api\//);
  });

  it('answers ?lang=en-US in English: language, title, English block, canonical', async () => {
    const { text: html } = await request(t.server).get('/zugerland?lang=en-US').expect(200);
    expect(htmlLang(html)).toBe('en-US');
    expect(title(html)).toBe('Zugerland – 2for1 voucher booklet');
    expect(metaContent(html, 'description')).toBe(
      'The Zugerland voucher booklet is your ticket to good food and great days out all across the region. Discover businesses in and around Zug, Cham, Baar…',
    );
    expect(canonical(html)).toBe(`${PUBLIC_URL}/zugerland?lang=en-US`);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    const home = (await request(t.server).get('/?lang=en').expect(200)).text;
    expect(title(home)).toBe('Two enjoy, one pays – 2for1 voucher booklet');
    expect(home).toContain('<a href="/contact?lang=en-US">Contact</a>');
  });

  it("follows the visitor's language cookie, and falls back to German text where no English exists", async () => {
    const { token } = await login(t.server, DEMO.franchisee);
    await request(t.server)
      .post('/api/v1/text-block')
      .set('Authorization', `Bearer ${token}`)
      .send({ canonical: 'corona', locale: 'en-US', text: 'Valid all year.', internalNotes: '' })
      .expect(201);
    const { text: html } = await request(t.server)
      .get('/become-partner')
      .set('Cookie', 'other=1; gb.locale=en-US')
      .expect(200);
    expect(htmlLang(html)).toBe('en-US');
    expect(title(html)).toBe('Become a partner – 2for1 voucher booklet');
    expect(metaContent(html, 'description')).toMatch(/^Become a partner business!/);
    // The address's language wins over the cookie.
    const german = (
      await request(t.server).get('/become-partner?lang=de-CH').set('Cookie', 'gb.locale=en-US')
    ).text;
    expect(htmlLang(german)).toBe('de-CH');
    expect(canonical(german)).toBe(`${PUBLIC_URL}/become-partner`);
  });

  it('answers an unknown page with 404, its own title and noindex', async () => {
    const response = await request(t.server).get('/no-such-page').expect(404);
    expect(title(response.text)).toBe('Seite nicht gefunden – 2für1 Gutscheinbuch');
    expect(metaContent(response.text, 'robots')).toBe('noindex');
    expect(jsonLd(response.text)).toBeUndefined();
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('keeps dashboard routes out of search engines and tells them nothing about the data', async () => {
    const { text: html } = await request(t.server).get('/dashboard/vouchers/5').expect(200);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(title(html)).toBe('2für1 Gutscheinbuch');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('<noscript>');
  });

  it.each([
    '/%E0%A4%A',
    '/a/b/c/../../..',
    '/"><script>alert(1)</script>',
    '/zugerland/',
    '/ZUGERLAND',
    '/?lang[]=en-US&lang=x',
  ])('answers the strange path %s without a server error, escaped', async (path) => {
    const response = await request(t.server).get(path);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toContain('<script>alert(1)');
  });

  it('answers a region page whatever the case or trailing slash, with its one canonical', async () => {
    const { text: html } = await request(t.server).get('/ZugerLand/').expect(200);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/zugerland`);
  });
});
