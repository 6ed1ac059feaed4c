import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { PublicBooklet } from '@gb/contracts';
import request from 'supertest';

import {
  cardNames,
  firstScreen,
  SHELL_RENDERER,
  STOREFRONT_RENDERER,
  topBar,
} from './support/first-screen.fixture.js';
import { SHELL_INDEX_HTML } from './support/web-root.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('web app serving', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Pages as production serves them: PUBLIC_URL names the portal (without it a page names the
    // request's host and is private, as crawler-files proves).
    t = await startTestApp({
      REMOTE_ADMIN_URL: 'https://admin.example.ch/remoteEntry.js',
      PUBLIC_URL: 'https://gutscheinbuch.example.ch',
    });
  });

  afterAll(() => t.close());

  it('answers the remote manifest, uncached, with overrides applied', async () => {
    const response = await request(t.server).get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      storefront: '/mf/storefront/remoteEntry.js',
      vouchers: '/mf/vouchers/remoteEntry.js',
      booklets: '/mf/booklets/remoteEntry.js',
      orders: '/mf/orders/remoteEntry.js',
      admin: 'https://admin.example.ch/remoteEntry.js',
    });
  });

  it('serves a built remote under /mf/<name>/ and revalidates its entry', async () => {
    const response = await request(t.server).get('/mf/storefront/remoteEntry.js').expect(200);
    expect(response.text).toBe('var storefront = {};');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("lets the storefront's wallet service worker control the wallet's pages, and no other file", async () => {
    writeFileSync(join(t.webRoot, 'mf-storefront', 'dist', 'wallet-sw.js'), '// worker');
    const worker = await request(t.server).get('/mf/storefront/wallet-sw.js').expect(200);
    expect(worker.headers['service-worker-allowed']).toBe('/wallet/');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const entry = await request(t.server).get('/mf/storefront/remoteEntry.js').expect(200);
    expect(entry.headers['service-worker-allowed']).toBeUndefined();
  });

  it("answers the wallet's pages as private pages: found, never indexed", async () => {
    for (const path of ['/wallet', '/wallet/a-secret-token']) {
      const page = await request(t.server).get(path).expect(200);
      expect(page.text).toContain('<meta name="robots" content="noindex"');
      expect(page.text).not.toContain('a-secret-token');
    }
  });

  it('answers 404 for a remote that is not built instead of crashing', async () => {
    await request(t.server).get('/mf/vouchers/remoteEntry.js').expect(404);
  });

  it('caches hashed shell assets for a year', async () => {
    const response = await request(t.server).get('/main.3f9a1c2b7d.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/dashboard/vouchers/5', '/aarau-baden'])(
    'falls back to the shell index.html for the client route %s',
    async (path) => {
      const response = await request(t.server).get(path).expect(200);
      // The shell's template, with what the server knows about the page placed in it.
      expect(response.text).toMatch(
        /^<!doctype html><html lang="de-CH"><head><meta charset="utf-8">/,
      );
      expect(response.text).toContain('<div id="root"></div></body></html>');
      expect(response.text).not.toBe(SHELL_INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it("answers /favicon.ico with the shell's icon, and a missing icon with a 404, not a page", async () => {
    const response = await request(t.server).get('/favicon.ico').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = join(t.webRoot, 'shell', 'dist', 'favicon.ico');
    renameSync(icon, `${icon}.away`);
    try {
      const missing = await request(t.server).get('/favicon.ico').expect(404);
      expect(missing.text).not.toContain('<div id="root">');
    } finally {
      renameSync(`${icon}.away`, icon);
    }
  });

  it('keeps api routes out of the fallback', async () => {
    const response = await request(t.server).get('/api/v1/unknown').expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});

/** A web server holding `files` (path → text), 404 for any other; `asked` lists each request. */
async function startWebServer(files: Record<string, string>) {
  const held = new Map(Object.entries(files));
  const asked: string[] = [];
  const server: Server = createServer((incoming, answer) => {
    asked.push(incoming.url ?? '');
    const file = held.get(incoming.url ?? '');
    if (file === undefined) answer.writeHead(404).end();
    else answer.writeHead(200).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The api reading the web app from the web server at `origin`, its web root without any build: it
 * holds no front end, as in its docker image.
 */
const startBehindWebServer = (origin: string) =>
  startTestApp({ WEB_ROOT: mkdtempSync(join(tmpdir(), 'gb-no-web-')), WEB_ORIGIN: origin });

describe('web app serving behind a web server (WEB_ORIGIN)', () => {
  const ORIGIN_INDEX_HTML =
    '<!doctype html><html lang="de-CH"><body>from the web server</body></html>';
  let origin: Awaited<ReturnType<typeof startWebServer>>;
  let t: TestApp;

  beforeAll(async () => {
    origin = await startWebServer({ '/index.html': ORIGIN_INDEX_HTML });
    t = await startBehindWebServer(origin.url);
  });

  afterAll(async () => {
    await t.close();
    await origin.close();
  });

  it('answers a page with the files the web server holds, each asked once for several pages', async () => {
    for (const path of ['/', '/aarau-baden', '/legal-notice']) {
      const response = await request(t.server).get(path).expect(200);
      // The web server's page, with what the api knows about it (here the noscript first text).
      expect(response.text).toContain('from the web server</body>');
      expect(response.text).toContain('<noscript>');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
    // The index.html, the storefront's manifest for the page's preloads, and the shell's and
    // the storefront's server renderers (missing there but the index.html).
    expect(origin.asked.sort()).toEqual([
      '/index.html',
      '/mf/storefront/mf-manifest.json',
      '/mf/storefront/server/first-screen-renderer.mjs',
      '/server/first-screen-renderer.mjs',
    ]);
  });

  it('answers 503, not 500, while no web server holds the shell', async () => {
    const closed = await startBehindWebServer('http://127.0.0.1:9');
    try {
      const response = await request(closed.server).get('/').expect(503);
      expect(response.text).toMatch(/not reachable/);
      await request(closed.server).get('/api/v1/health').expect(200);
    } finally {
      await closed.close();
    }
  });
});

describe('the first screen behind a web server (WEB_ORIGIN), from the files it holds', () => {
  let origin: Awaited<ReturnType<typeof startWebServer>>;
  let t: TestApp;

  beforeAll(async () => {
    // The shell's index.html and the shell's and storefront's server renderers are on the web
    // server only.
    origin = await startWebServer({
      '/index.html': SHELL_INDEX_HTML,
      '/server/first-screen-renderer.mjs': readFileSync(SHELL_RENDERER, 'utf8'),
      '/mf/storefront/server/first-screen-renderer.mjs': readFileSync(STOREFRONT_RENDERER, 'utf8'),
    });
    t = await startBehindWebServer(origin.url);
  });

  afterAll(async () => {
    await t.close();
    await origin.close();
  });

  it("draws Home's first screen with the web server's renderer: the welcome text and the booklets", async () => {
    const html = (await request(t.server).get('/').expect(200)).text;
    const screen = firstScreen(html);
    expect(screen).toBeDefined();
    // In the web server's index.html, before the app's own root.
    expect(html.indexOf('id="gb-first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The shell's renderer drew the top bar, the storefront's the page, naming its files in the
    // storefront's folder on the web server.
    expect(topBar(screen!).pages).toEqual(['Kontakt /contact', 'Partner werden /become-partner']);
    expect(screen).toMatch(/<source src="\/mf\/storefront\/assets\/banner\.[0-9a-f]+\.webm"/);
    const welcome = (
      await request(t.server).get('/api/v1/text-block?canonical=home&locale=de-CH').expect(200)
    ).body as { text: string };
    expect(screen).toContain(`>Willkommen</h2><p>${welcome.text.split('\n')[0]}</p>`);
    const booklets = (await request(t.server).get('/api/v1/booklet').expect(200))
      .body as PublicBooklet[];
    expect(booklets.length).toBeGreaterThan(0);
    expect(cardNames(screen!).sort()).toEqual(
      booklets.map((booklet) => `${booklet.regionName} ${booklet.year}`).sort(),
    );
  });
});
