import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';

import { FIRST_SCREEN, type PublicBooklet, type Region } from '@gb/contracts';
import request from 'supertest';

import {
  cardNames,
  firstScreen,
  SHELL_RENDERER,
  STOREFRONT_RENDERER,
  topBar,
} from './support/first-screen.fixture.js';
import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe("A public page's first screen in the page the server sends", () => {
  let t: TestApp;
  let shellRendererFile: string;
  let rendererFile: string;
  let booklets: PublicBooklet[];
  let franchisee: string;

  const screenOf = async (path: string) =>
    firstScreen((await request(t.server).get(path).expect(200)).text);

  beforeAll(async () => {
    t = await startTestApp();
    shellRendererFile = join(t.webRoot, 'shell', 'dist', FIRST_SCREEN.rendererFile);
    rendererFile = join(t.webRoot, 'mf-storefront', 'dist', FIRST_SCREEN.rendererFile);
    for (const [built, file] of [
      [SHELL_RENDERER, shellRendererFile],
      [STOREFRONT_RENDERER, rendererFile],
    ] as const) {
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(built, file);
    }
    booklets = (await request(t.server).get('/api/v1/booklet')).body;
    franchisee = (await login(t.server, DEMO.franchisee)).token;
  });

  afterAll(() => t.close());

  it("draws the storefront's Home below the shell's top bar, with their styles in the head, in German", async () => {
    const html = (await request(t.server).get('/').expect(200)).text;
    const screen = firstScreen(html)!;
    // A visitor's top bar, out of the tab order and hidden from assistive technology (the app's
    // beneath takes over), the page's language marked among the links to both.
    expect(screen).toMatch(/^<div id="gb-first-screen" lang="de-CH" aria-hidden="true"/);
    expect(topBar(screen)).toEqual({
      site: '2für1 Gutscheinbuch',
      pages: ['Kontakt /contact', 'Partner werden /become-partner'],
      languages: ['de-CH (shown)', 'en-US'],
    });
    expect(screen).toMatch(/<h1 class="[^"]+">Zwei geniessen, einer bezahlt<\/h1>/);
    expect(screen).toMatch(/<a href="#order" tabindex="-1" class="[^"]+">Jetzt bestellen<\/a>/);
    // The banner's video names the storefront's deployed files.
    expect(screen).toMatch(/<source src="\/mf\/storefront\/assets\/banner\.[0-9a-f]+\.webm"/);
    expect(screen).toMatch(/>Willkommen<\/h2>/);
    expect(screen).toMatch(/>Unsere Booklets<\/h2>/);
    // The styles of both renderers, from the platform's theme, in the head and nowhere else.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<style data-styled="true"/g)).toHaveLength(2);
    expect(screen).not.toContain('<style');
    // Before the app's own root, so it is there at the first paint.
    expect(html.indexOf('id="gb-first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('shows every booklet of the public list as Home does: by year, first cover first, badge and voucher count', async () => {
    const screen = (await screenOf('/'))!;
    const years = [...new Set(booklets.map((booklet) => booklet.year))].sort((a, b) => a - b);
    expect(cardNames(screen)).toEqual(
      years.flatMap((year) =>
        booklets.filter((b) => b.year === year).map((b) => `${b.regionName} ${b.year}`),
      ),
    );
    expect(screen.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(1);
    const first = booklets.find((booklet) => booklet.year === years[0])!;
    expect(screen).toContain(
      `src="/api/v1/booklet/${first.id}/cover-image?size=10&amp;cache=${first.coverImageId}"`,
    );
    expect(screen).toContain(`alt="Titelbild ${first.regionName} ${first.year}"`);
    expect(screen).toMatch(
      new RegExp(`<a href="/#order-${first.id}" tabindex="-1" class="[^"]+">Bestellen!</a>`),
    );
    expect(screen).toContain(`>${first.voucherCount} Gutscheine</p>`);
  });

  it('shows the welcome text as saved, one paragraph a line, addresses as links and markup as text', async () => {
    const blocks = await request(t.server)
      .get('/api/v1/text-block')
      .set({ Authorization: `Bearer ${franchisee}` })
      .expect(200);
    const home = (blocks.body as { id: number; canonical: string; locale: string }[]).find(
      (block) => block.canonical === 'home' && block.locale === 'de-CH',
    )!;
    await request(t.server)
      .put(`/api/v1/text-block/${home.id}`)
      .set({ Authorization: `Bearer ${franchisee}` })
      .send({
        canonical: 'home',
        text: 'Hallo <Nachbarn> & Freunde\n\nFragen an info@demo.ch',
        internalNotes: '',
      })
      .expect(200);
    expect(await screenOf('/')).toContain(
      '<p>Hallo &lt;Nachbarn&gt; &amp; Freunde</p>' +
        '<p>Fragen an <a href="mailto:info@demo.ch">info@demo.ch</a></p></section>',
    );
  });

  it('speaks English when the page does', async () => {
    const screen = (await screenOf('/?lang=en-US'))!;
    expect(screen).toMatch(/^<div id="gb-first-screen" lang="en-US"/);
    expect(topBar(screen)).toEqual({
      site: '2for1 voucher booklet',
      pages: ['Contact /contact', 'Become a partner /become-partner'],
      languages: ['de-CH', 'en-US (shown)'],
    });
    expect(screen).toMatch(/>Welcome<\/h2>/);
    expect(screen).toMatch(/>Our booklets<\/h2>/);
    expect(screen).toMatch(/>\d+ vouchers<\/p>/);
    expect(screen).not.toContain('Willkommen');
  });

  it('draws a regional page: its name, intro and its own booklets only', async () => {
    const region = ((await request(t.server).get('/api/v1/region')).body as Region[])[0]!;
    const screen = (await screenOf(`/${region.canonical}`))!;
    expect(screen).toContain(`<h1>${region.name}</h1><p>`);
    const own = booklets.filter((booklet) => booklet.regionId === region.id);
    expect(own.length).toBeGreaterThan(0);
    expect(cardNames(screen)).toEqual(own.map((b) => `${b.regionName} ${b.year}`));
  });

  it("draws a text page: its title and text, in the page's language", async () => {
    expect(await screenOf('/contact')).toMatch(/<h1>Kontakt<\/h1><p>.+<\/p>/);
    expect(await screenOf('/contact?lang=en-US')).toMatch(/<h1>Contact<\/h1><p>.+<\/p>/);
  });

  it('is on public pages only', async () => {
    for (const path of ['/admin/orders', '/no-such-page']) {
      const html = (await request(t.server).get(path)).text;
      expect({ path, firstScreen: html.includes('gb-first-screen') }).toEqual({
        path,
        firstScreen: false,
      });
    }
  });

  it('is left out while the shell or the storefront ships no renderer, and back once they do', async () => {
    for (const file of [rendererFile, shellRendererFile]) {
      renameSync(file, `${file}.away`);
      try {
        expect(await screenOf('/')).toBeUndefined();
      } finally {
        renameSync(`${file}.away`, file);
      }
      expect(await screenOf('/')).toBeDefined();
    }
  });

  it("takes a newly deployed renderer's drawing, and leaves the page plain while one fails", async () => {
    writeFileSync(
      rendererFile,
      'export function renderFirstScreen(input) { return { head: "", body: `<p>Neu ${input.page}</p>` }; }',
    );
    expect(await screenOf('/')).toContain('<p>Neu home</p>');
    writeFileSync(
      rendererFile,
      'export function renderFirstScreen() { throw new Error("kaputt"); }',
    );
    expect(await screenOf('/')).toBeUndefined();
    copyFileSync(STOREFRONT_RENDERER, rendererFile);
    expect(await screenOf('/')).toMatch(/>Willkommen<\/h2>/);
  });

  it('draws each renderer version in a thread of its own, ended when a newer one is deployed', async () => {
    // A renderer that holds a loopback port open while its thread lives, and names both.
    const version = (name: string) =>
      "import { createServer } from 'node:net'; import { threadId } from 'node:worker_threads';" +
      "const server = createServer(); await new Promise((ready) => server.listen(0, '127.0.0.1', ready));" +
      'export function renderFirstScreen() { return { head: "", body: ' +
      `\`<p>${name} thread=\${threadId} port=\${server.address().port}</p>\` }; }`;
    const drawn = async (name: string) => {
      const match = new RegExp(`<p>${name} thread=(\\d+) port=(\\d+)</p>`).exec(
        (await screenOf('/')) ?? '',
      );
      expect(match).not.toBeNull();
      return { thread: Number(match![1]), port: Number(match![2]) };
    };
    const open = (port: number) =>
      new Promise<boolean>((answer) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.destroy();
          answer(true);
        }).on('error', () => answer(false));
      });
    try {
      writeFileSync(rendererFile, version('Erste'));
      const first = await drawn('Erste');
      // Not the api's own thread (0).
      expect(first.thread).toBeGreaterThan(0);
      expect((await drawn('Erste')).port).toBe(first.port);
      expect(await open(first.port)).toBe(true);
      writeFileSync(rendererFile, version('Zweite'));
      const second = await drawn('Zweite');
      expect(second.thread).not.toBe(first.thread);
      // The first version's thread ends, and its port with it.
      const deadline = Date.now() + 10_000;
      while ((await open(first.port)) && Date.now() < deadline)
        await new Promise((next) => setImmediate(next));
      expect(await open(first.port)).toBe(false);
      expect(await open(second.port)).toBe(true);
    } finally {
      copyFileSync(STOREFRONT_RENDERER, rendererFile);
    }
    expect(await screenOf('/')).toMatch(/>Willkommen<\/h2>/);
  });

  it("takes a newly deployed shell's top bar around the storefront's page", async () => {
    writeFileSync(
      shellRendererFile,
      'export function renderFirstScreen({ locale, page }) {' +
        ' return { head: page.head, body: `<div id="gb-first-screen"><p>Neue Leiste ${locale}</p>${page.body}</div>` }; }',
    );
    try {
      const screen = (await screenOf('/'))!;
      expect(screen).toContain('<p>Neue Leiste de-CH</p>');
      expect(screen).toMatch(/>Willkommen<\/h2>/);
    } finally {
      copyFileSync(SHELL_RENDERER, shellRendererFile);
    }
    expect(topBar((await screenOf('/'))!).pages).toEqual([
      'Kontakt /contact',
      'Partner werden /become-partner',
    ]);
  });
});
