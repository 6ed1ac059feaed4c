import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PublicBooklet, Region } from '@gb/contracts';
import request from 'supertest';

import {
  cardNames,
  firstScreen,
  FRAME_TEMPLATE,
  HOME_TEMPLATE,
  REGION_TEMPLATE,
  TEXT_TEMPLATE,
} from './support/first-screen.fixture.js';
import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe("Home's first screen in the page the server sends", () => {
  let t: TestApp;
  let frameFile: string;
  let homeFile: string;
  let regionFile: string;
  let textFile: string;
  let booklets: PublicBooklet[];
  let franchisee: string;

  const homePage = async (query = '') =>
    firstScreen((await request(t.server).get(`/${query}`).expect(200)).text);

  beforeAll(async () => {
    t = await startTestApp();
    frameFile = join(t.webRoot, 'shell', 'dist', 'first-screen.html');
    const storefront = join(t.webRoot, 'mf-storefront', 'dist');
    homeFile = join(storefront, 'first-screen-home.html');
    regionFile = join(storefront, 'first-screen-region.html');
    textFile = join(storefront, 'first-screen-text.html');
    writeFileSync(frameFile, FRAME_TEMPLATE);
    writeFileSync(homeFile, HOME_TEMPLATE);
    booklets = (await request(t.server).get('/api/v1/booklet')).body;
    franchisee = (await login(t.server, DEMO.franchisee)).token;
  });

  afterAll(() => t.close());

  it("draws the frame around the storefront's Home, each naming its own files, in German", async () => {
    const screen = await homePage();
    expect(screen).toBeDefined();
    expect(screen).toContain('<img src="/assets/logo.svg" alt="">');
    expect(screen).toContain('<a href="/contact">Kontakt</a>');
    expect(screen).toContain('<video src="/mf/storefront/assets/banner.webm">');
    expect(screen).toContain('<h2>Willkommen</h2>');
    expect(screen).toContain('<h2>Unsere Booklets</h2>');
    // Before the app's own root, so it is there at the first paint.
    const html = (await request(t.server).get('/')).text;
    expect(html.indexOf('id="gb-first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('shows every booklet of the public list as Home does: by year, first cover first, badge and voucher count', async () => {
    const screen = (await homePage())!;
    const names = cardNames(screen);
    const years = [...new Set(booklets.map((booklet) => booklet.year))].sort((a, b) => a - b);
    expect(names).toEqual(
      years.flatMap((year) =>
        booklets.filter((b) => b.year === year).map((b) => `${b.regionName} ${b.year}`),
      ),
    );
    expect(screen.match(/fetchpriority="high"/g)).toHaveLength(1);
    const first = booklets.find((booklet) => booklet.year === years[0])!;
    expect(screen).toContain(
      `<img src="/api/v1/booklet/${first.id}/cover-image?size=10&amp;cache=${first.coverImageId}" alt="Titelbild ${first.regionName} ${first.year}" fetchpriority="high">`,
    );
    // Its order badge leads to Home's order form with this very booklet ticked.
    expect(screen).toContain(
      `<a href="/#order-${first.id}">Bestellen!</a><i>${first.voucherCount} Gutscheine</i>`,
    );
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
    expect(await homePage()).toContain(
      '<p>Hallo &lt;Nachbarn&gt; &amp; Freunde</p>' +
        '<p>Fragen an <a href="mailto:info@demo.ch">info@demo.ch</a></p><h2>',
    );
  });

  it('speaks English when the page does', async () => {
    const screen = (await homePage('?lang=en-US'))!;
    expect(screen).toContain('<a href="/contact">Contact</a>');
    expect(screen).toContain('<h2>Welcome</h2>');
    expect(screen).toContain('<h2>Our booklets</h2>');
    expect(screen).toMatch(/<a href="\/#order-\d+">Order!<\/a><i>\d+ vouchers<\/i>/);
    expect(screen).not.toContain('Willkommen');
  });

  it("draws a regional page from the storefront's region template: its name, intro and booklets", async () => {
    const region = ((await request(t.server).get('/api/v1/region')).body as Region[])[0]!;
    writeFileSync(regionFile, REGION_TEMPLATE);
    const screen = firstScreen((await request(t.server).get(`/${region.canonical}`)).text)!;
    expect(screen).toContain(`<main><h1>${region.name}</h1><p>`);
    const names = cardNames(screen);
    const own = booklets.filter((booklet) => booklet.regionId === region.id);
    expect(own.length).toBeGreaterThan(0);
    expect(names).toEqual(own.map((b) => `${b.regionName} ${b.year}`));
  });

  it("draws a text page from the storefront's text template: its title and text, in the page's language", async () => {
    writeFileSync(textFile, TEXT_TEMPLATE);
    const german = firstScreen((await request(t.server).get('/contact')).text)!;
    expect(german).toMatch(/<main><h1>Kontakt<\/h1><p>.+<\/p>/);
    const english = firstScreen((await request(t.server).get('/contact?lang=en-US')).text)!;
    expect(english).toMatch(/<main><h1>Contact<\/h1><p>.+<\/p>/);
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

  it('is left out while the shell or the storefront ships no template, and back once it does', async () => {
    for (const file of [homeFile, frameFile]) {
      renameSync(file, `${file}.away`);
      try {
        expect(await homePage()).toBeUndefined();
      } finally {
        renameSync(`${file}.away`, file);
      }
      expect(await homePage()).toBeDefined();
    }
  });
});
