import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { regionIntroCanonical, type PublicBooklet, type Region } from '@gb/contracts';
import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

/** A storefront manifest as Module Federation writes it, with `./app`'s first chunks. */
function manifest(chunks: string[]): string {
  return JSON.stringify({
    id: 'mf_storefront',
    name: 'mf_storefront',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'mf_storefront:app',
        name: 'app',
        path: './app',
        assets: { js: { sync: chunks, async: ['9.0badc0de.js'] }, css: { sync: [], async: [] } },
      },
    ],
  });
}

const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
const scriptPreloads = (html: string) =>
  preloads(html)
    .filter((link) => link.includes('as="script"'))
    .map((link) => link.match(/href="([^"]+)"/)![1]);
const imagePreloads = (html: string) =>
  preloads(html).filter((link) => link.includes('as="image"'));

const BOOKLET_FETCH = '<link rel="preload" as="fetch" crossorigin href="/api/v1/booklet">';
/** The calls preloaded for `fetch`, as the browser reads their addresses. */
const fetchPreloads = (html: string) =>
  preloads(html)
    .filter((link) => link.includes('as="fetch"'))
    .map((link) => link.match(/href="([^"]+)"/)![1]!.replaceAll('&amp;', '&'));

describe('preloads in the page the server sends', () => {
  let t: TestApp;
  let manifestFile: string;
  let booklets: PublicBooklet[];

  beforeAll(async () => {
    t = await startTestApp();
    manifestFile = join(t.webRoot, 'mf-storefront', 'dist', 'mf-manifest.json');
    writeFileSync(manifestFile, manifest(['__federation_expose_app.1a2b3c4d.js']));
    booklets = (await request(t.server).get('/api/v1/booklet')).body;
  });

  afterAll(() => t.close());

  /** The cover of a gallery's first card: years in order, booklets as listed. */
  function firstCover(list: PublicBooklet[]) {
    const first = [...list].sort((a, b) => a.year - b.year).find((b) => b.hasCoverImage)!;
    const url = (size: number) =>
      `/api/v1/booklet/${first.id}/cover-image?size=${size}&amp;cache=${first.coverImageId}`;
    return `<link rel="preload" as="image" href="${url(10)}" imagesrcset="${url(10)} 286w, ${url(20)} 571w" imagesizes="(min-width: 1200px) 15rem, (min-width: 600px) 10rem, 13rem" fetchpriority="high">`;
  }

  it("preloads on Home the storefront's entry and first chunk from its manifest, the booklet list and the first cover", async () => {
    const html = (await request(t.server).get('/').expect(200)).text;
    expect(scriptPreloads(html)).toEqual([
      '/mf/storefront/remoteEntry.js',
      '/mf/storefront/__federation_expose_app.1a2b3c4d.js',
    ]);
    expect(html).toContain(BOOKLET_FETCH);
    expect(fetchPreloads(html)).toEqual([
      '/api/v1/booklet',
      '/api/v1/text-block?canonical=home&locale=de-CH',
    ]);
    expect(imagePreloads(html)).toEqual([firstCover(booklets)]);
    // In the head, where the browser finds them before any script runs.
    expect(html.indexOf(BOOKLET_FETCH)).toBeLessThan(html.indexOf('</head>'));
  });

  it('follows a redeployed storefront at once: the links name the new chunks', async () => {
    writeFileSync(
      manifestFile,
      manifest(['__federation_expose_app.5e6f7a8b.js', 'vendors-home.9c0d1e2f.js']),
    );
    const html = (await request(t.server).get('/').expect(200)).text;
    expect(scriptPreloads(html)).toEqual([
      '/mf/storefront/remoteEntry.js',
      '/mf/storefront/__federation_expose_app.5e6f7a8b.js',
      '/mf/storefront/vendors-home.9c0d1e2f.js',
    ]);
  });

  it('preloads on a regional page its own first cover, on a text page no cover', async () => {
    const regions: Region[] = (await request(t.server).get('/api/v1/region')).body;
    const region = regions.find((candidate) =>
      booklets.some((b) => b.regionId === candidate.id && b.hasCoverImage),
    )!;
    const regional = (await request(t.server).get(`/${region.canonical}`).expect(200)).text;
    expect(imagePreloads(regional)).toEqual([
      firstCover(booklets.filter((b) => b.regionId === region.id)),
    ]);
    expect(scriptPreloads(regional)).toHaveLength(3);
    expect(fetchPreloads(regional)).toEqual([
      '/api/v1/booklet',
      `/api/v1/text-block?canonical=${regionIntroCanonical(region.canonical)}&locale=de-CH`,
    ]);
    const text = (await request(t.server).get('/legal-notice').expect(200)).text;
    expect(imagePreloads(text)).toEqual([]);
    expect(text).toContain(BOOKLET_FETCH);
    expect(scriptPreloads(text)).toHaveLength(3);
  });

  it("preloads the page's text in the language the page is answered in", async () => {
    const english = (await request(t.server).get('/legal-notice?lang=en-US').expect(200)).text;
    expect(fetchPreloads(english)).toContain(
      '/api/v1/text-block?canonical=legal-notice&locale=en-US',
    );
    const chosen = await request(t.server)
      .get('/contact')
      .set('Cookie', 'gb.locale=en-US')
      .expect(200);
    expect(fetchPreloads(chosen.text)).toContain(
      '/api/v1/text-block?canonical=contact&locale=en-US',
    );
  });

  it('preloads nothing on a dashboard page', async () => {
    const html = (await request(t.server).get('/dashboard/vouchers').expect(200)).text;
    expect(preloads(html)).toEqual([]);
  });

  it('still serves the page, without script preloads, when the manifest is broken or missing', async () => {
    writeFileSync(manifestFile, '{"exposes": [');
    const broken = await request(t.server).get('/').expect(200);
    expect(scriptPreloads(broken.text)).toEqual([]);
    expect(broken.text).toContain('<div id="root"></div>');
    rmSync(manifestFile);
    const missing = await request(t.server).get('/').expect(200);
    expect(scriptPreloads(missing.text)).toEqual([]);
    expect(missing.text).toContain(BOOKLET_FETCH);
  });
});
