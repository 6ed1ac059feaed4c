import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { launchBrowser } from '../support/browser.mjs';
import { portalUrl, skipReason } from '../support/session.mjs';
import { newRegionBooklet, newRegionWithIntro, THIS_YEAR } from '../support/storefront-data.mjs';

// How far Home jumps and how many frames it draws before its booklets, with the CPU slowed as on
// a phone, are measured by `npm run bench -- web-vitals`; here is what a visitor sees.

/** Watches from the first frame whether the footer shows in the first screen before the cards. */
function watchFirstScreen() {
  window.firstScreen = { footerShownEarly: false };
  const check = () => {
    if (document.querySelector('#booklets article')) return;
    const footer = document.querySelector('footer');
    if (footer && footer.getBoundingClientRect().top < window.innerHeight)
      window.firstScreen.footerShownEarly = true;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Loads Home cold, and answers what `watchFirstScreen` saw once the booklets are there. */
async function loadHome(viewport) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    await page.addInitScript(watchFirstScreen);
    await page.goto(`${portalUrl}/`);
    await page.locator('#booklets article').first().waitFor();
    const covers = await page
      .locator('#booklets img')
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute('fetchpriority'), image.loading]),
      );
    return { ...(await page.evaluate(() => window.firstScreen)), covers };
  } finally {
    await browser.close();
  }
}

/**
 * A region of its own as a regional page shows it: its intro (in German and English) and two
 * booklets with their covers, this year's and next year's.
 */
async function newRegionPage() {
  const { region, path } = await newRegionWithIntro({
    intro: 'Willkommen in der Testregion.\nZwei geniessen, einer bezahlt.',
    englishIntro: 'Welcome to the test region.\nTwo enjoy, one pays.',
  });
  const booklets = [
    await newRegionBooklet(region, { cover: true }),
    await newRegionBooklet(region, { cover: true, year: THIS_YEAR + 1 }),
  ];
  return { region, path, booklets };
}

const FRAME = {
  'top bar': ['#gb-first-screen > header', '#root header'],
  'site name': ['#gb-first-screen > header > a', '#root header a'],
};
/**
 * Per page (Home, a regional page of a region of its own, a text page), the heading the server's
 * first screen shows: the storefront's own components drawn on the server.
 */
const HEADINGS = {
  Home: 'Zwei geniessen, einer bezahlt',
  'a regional page': null,
  'the legal notice': 'Impressum',
};

/** The language choices of the top bar, as the server's first screen and the app draw them. */
const LANGUAGES = Object.fromEntries(
  ['de-CH', 'en-US'].map((locale) => [
    locale,
    [`#gb-first-screen header a[lang="${locale}"]`, `#root header button[lang="${locale}"]`],
  ]),
);

/** How each element is coloured: its text, and its background. */
function coloursOf(selectors) {
  return Object.fromEntries(
    Object.entries(selectors).map(([name, selector]) => {
      const element = document.querySelector(selector);
      const style = element && getComputedStyle(element);
      return [name, style && [style.color, style.backgroundColor]];
    }),
  );
}

/** Where each element lies on the page, in CSS pixels to a tenth. */
function boxesOf(selectors) {
  return Object.fromEntries(
    Object.entries(selectors).map(([name, selector]) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return [
        name,
        box && [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 10) / 10),
      ];
    }),
  );
}

/**
 * Opens `path` (`viewport` wide) with the storefront's `files` held back until `release()`, so
 * the server's first screen stays up.
 */
async function openHeld(
  browser,
  path,
  { files = '**/mf/storefront/*.js', viewport = { width: 1366, height: 768 } } = {},
) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${portalUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('#gb-first-screen h1').waitFor();
  return { page, release };
}

/**
 * A page's first screen as the server sends it (in German, or in English with `?lang=en-US`; a
 * regional page of a region made for it), held while the storefront's code is on its way, then
 * the page the storefront draws once it took over: what the first screen shows, and where the
 * shell's top bar lies in both (the server's drawn by the shell's server renderer), so nothing
 * moves when the app takes over.
 */
async function firstScreenAndPage(kind, viewport, query) {
  const region = kind === 'a regional page' ? await newRegionPage() : undefined;
  const path = { Home: '/', 'the legal notice': '/legal-notice' }[kind] ?? region.path;
  const browser = await launchBrowser();
  try {
    const { page, release } = await openHeld(browser, `${path}${query}`, { viewport });
    const shown = await page.evaluate(
      () => document.getElementById('gb-first-screen')?.checkVisibility() ?? false,
    );
    const heading = await page.locator('#gb-first-screen h1').textContent();
    const ours = (pairs) =>
      Object.fromEntries(Object.entries(pairs).map(([name, [server]]) => [name, server]));
    const theirs = (pairs) =>
      Object.fromEntries(Object.entries(pairs).map(([name, [, app]]) => [name, app]));
    const server = await page.evaluate(boxesOf, ours(FRAME));
    const serverLanguages = await page.evaluate(coloursOf, ours(LANGUAGES));
    release();
    await page.locator('#gb-first-screen').waitFor({ state: 'detached' });
    const app = await page.evaluate(boxesOf, theirs(FRAME));
    const appLanguages = await page.evaluate(coloursOf, theirs(LANGUAGES));
    const expected = HEADINGS[kind] ?? region.region.name;
    return { shown, heading, expected, server, app, serverLanguages, appLanguages };
  } finally {
    await browser.close();
  }
}

describe("A public page's first screen", { skip: skipReason }, () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    for (const [kind, query] of Object.keys(HEADINGS).flatMap((kind) => [
      [kind, ''],
      [kind, '?lang=en-US'],
    ])) {
      it(`of ${kind}${query} is in the page the server sends, its top bar where the shell then draws it, at ${viewport.width} px`, async () => {
        const { shown, heading, expected, server, app, serverLanguages, appLanguages } =
          await firstScreenAndPage(kind, viewport, query);
        assert.equal(shown, true, 'the first screen shows before the storefront code arrives');
        if (!query) assert.equal(heading, expected);
        for (const name of Object.keys(FRAME)) {
          assert.ok(server[name], `the first screen has the ${name}`);
          assert.deepEqual(server[name], app[name], `the ${name} lies where the shell draws it`);
        }
        // The chosen language stands out, the other one reads white on the bar, as in the app.
        for (const locale of Object.keys(LANGUAGES)) {
          assert.ok(serverLanguages[locale], `the first screen offers ${locale}`);
          assert.deepEqual(
            serverLanguages[locale],
            appLanguages[locale],
            `${locale} is coloured as in the app`,
          );
        }
      });
    }
  }

  it("shows Home's banner picture while every file of the storefront is still on its way", async () => {
    const browser = await launchBrowser();
    try {
      const { page, release } = await openHeld(browser, '/', {
        files: '**/mf/storefront/**',
        viewport: { width: 390, height: 844 },
      });
      // The largest thing a phone shows first needs no request of its own: the banner's poster
      // is in the page itself, and the video fills the banner.
      const video = page.locator('#gb-first-screen header video');
      assert.match(await video.getAttribute('poster'), /^data:image\/webp;base64,/);
      const box = await video.boundingBox();
      const banner = await page.locator('#gb-first-screen header:has(video)').boundingBox();
      assert.deepEqual([box.width, box.height], [banner.width, banner.height]);
      release();
      await page.locator('#gb-first-screen').waitFor({ state: 'detached' });
      // The app's video shows the same picture, from the file preloaded beside it.
      const poster = await page.locator('#root header video').getAttribute('poster');
      assert.match(poster, /\/banner-poster\.[0-9a-f]+\.webp$/);
    } finally {
      await browser.close();
    }
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`keeps Home's footer below the fold until the booklets are there, the first cover fetched first, at ${viewport.width} px`, async () => {
      const seen = await loadHome(viewport);
      assert.equal(seen.footerShownEarly, false, 'the footer showed in the first screen');
      // The first cover is the page's largest paint: fetched at once and first; the rest wait.
      const [first, ...others] = seen.covers;
      assert.deepEqual(first, ['high', 'eager']);
      assert.ok(others.length > 0);
      for (const cover of others) assert.deepEqual(cover, ['auto', 'lazy']);
    });
  }
});

/** Waits until Home has scrolled its order section to the top of the window. */
function orderSectionAtTop(page) {
  return page.waitForFunction(() => {
    const top = document.getElementById('order')?.getBoundingClientRect().top;
    return top !== undefined && Math.abs(top) < 5;
  });
}

describe(
  "A click on a public page's first screen, before the storefront has drawn",
  {
    skip: skipReason,
  },
  () => {
    it("on Home's order button leads to the order form once the page is drawn", async () => {
      const browser = await launchBrowser();
      try {
        const { page, release } = await openHeld(browser, '/');
        await page.locator('#gb-first-screen header a', { hasText: 'Jetzt bestellen' }).click();
        assert.equal(new URL(page.url()).hash, '#order');
        release();
        await page.locator('#gb-first-screen').waitFor({ state: 'detached' });
        await orderSectionAtTop(page);
        assert.equal(
          await page.getByRole('heading', { name: 'Booklet bestellen' }).isVisible(),
          true,
        );
      } finally {
        await browser.close();
      }
    });

    it("on a regional page's order badge leads to Home's order form with that booklet ticked", async () => {
      const {
        path,
        booklets: [booklet],
      } = await newRegionPage();
      const browser = await launchBrowser();
      try {
        const { page, release } = await openHeld(browser, path);
        const badge = page.locator('#gb-first-screen article a').first();
        // The first card is this year's booklet: its cover names it.
        assert.equal(
          await badge.evaluate((element) => element.closest('article').querySelector('img').alt),
          `Titelbild ${booklet.name}`,
        );
        await badge.click();
        release();
        await page.waitForURL(/\/#order-[0-9]+$/);
        await orderSectionAtTop(page);
        const checkbox = page
          .locator('#order')
          .getByRole('checkbox', { name: `${booklet.name} bestellen` });
        await page.waitForFunction(() =>
          document.activeElement?.matches?.('#order input[type="checkbox"]'),
        );
        assert.equal(await checkbox.isChecked(), true);
        assert.equal(
          await checkbox.evaluate((element) => element === document.activeElement),
          true,
        );
      } finally {
        await browser.close();
      }
    });

    it('on the other language opens the page in it', async () => {
      const browser = await launchBrowser();
      try {
        const { page, release } = await openHeld(browser, '/legal-notice');
        await page.locator('#gb-first-screen a[lang="en-US"]').click();
        await page.waitForURL(`${portalUrl}/legal-notice?lang=en-US`, { waitUntil: 'commit' });
        await page.locator('#gb-first-screen header nav a', { hasText: 'Contact' }).waitFor();
        release();
        await page.locator('#gb-first-screen').waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('link', { name: 'Contact' }).first().isVisible(), true);
        assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
      } finally {
        await browser.close();
      }
    });
  },
);
