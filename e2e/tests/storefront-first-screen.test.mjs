import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { portalUrl, skipReason } from '../support/session.mjs';

// A phone of the last years is about four times slower than this machine's Chromium.
const CPU_SLOWDOWN = 4;
// After load, the page settles: late images, the voucher list, the order form nearing view.
const SETTLE_MS = 3000;
const MAX_LAYOUT_SHIFT = 0.05;

/**
 * Watches, from the first frame, whether the footer shows in the first screen before Home's
 * booklets are there, and sums the layout shifts no input caused.
 */
function watchFirstScreen() {
  window.firstScreen = { framesBeforeContent: 0, footerShownEarly: false, layoutShift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.firstScreen.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (document.querySelector('#booklets article')) return;
    const footer = document.querySelector('footer');
    if (footer) {
      window.firstScreen.framesBeforeContent += 1;
      if (footer.getBoundingClientRect().top < window.innerHeight)
        window.firstScreen.footerShownEarly = true;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Loads Home cold with the CPU slowed, and answers what `watchFirstScreen` saw. */
async function loadHome(viewport) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchFirstScreen);
    await page.goto(`${portalUrl}/`, { waitUntil: 'load' });
    await page.locator('#booklets article').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
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

const FRAME = {
  'top bar': ['.gbfs-bar', '#root header'],
  'site name': ['.gbfs-home', '#root header a'],
};
const GALLERY = {
  'booklets title': ['.gbfs-booklets .gbfs-title', '#booklets-title'],
  'first card': ['.gbfs-card', '#booklets article'],
  'first badge': ['.gbfs-badge', '#booklets article > :is(button, span):not(:has(img))'],
  'last card': ['.gbfs-cards li:last-child .gbfs-card', '#booklets li:last-child article'],
};

/** Per page, elements of the server's first screen and the same elements as the app draws them. */
const COUNTERPARTS = {
  '/': {
    ...FRAME,
    banner: ['.gbfs-banner', 'main header'],
    slogan: ['.gbfs-slogan', 'main header h1'],
    'welcome title': ['.gbfs-main .gbfs-title', '#welcome-title'],
    'welcome text': ['.gbfs-main p', '#welcome p'],
    ...GALLERY,
  },
  '/aarau-baden': {
    ...FRAME,
    heading: ['.gbfs-main > h1', '#root main > h1'],
    intro: ['.gbfs-main > p', '#root main > p'],
    ...GALLERY,
  },
  '/legal-notice': {
    ...FRAME,
    heading: ['.gbfs-main > h1', '#root main > h1'],
    'first paragraph': ['.gbfs-main > p', '#root main > p'],
    'last paragraph': ['.gbfs-main > p:last-of-type', '#root main > p:last-of-type'],
  },
};

/** The language choices of the top bar, as the server's first screen and the app draw them. */
const LANGUAGES = Object.fromEntries(
  ['de-CH', 'en-US'].map((locale) => [
    locale,
    [`.gbfs-language[lang="${locale}"]`, `#root header button[lang="${locale}"]`],
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
  await page.locator('#gb-first-screen .gbfs-main').waitFor();
  return { page, release };
}

/**
 * A page's first screen as the server sends it (in German, or in English with `?lang=en-US`),
 * held while the storefront's code is on its way, then the page the storefront draws once it
 * took over: where each element lies in both.
 */
async function firstScreenAndPage(path, viewport, query) {
  const counterparts = COUNTERPARTS[path];
  const browser = await launchBrowser();
  try {
    const { page, release } = await openHeld(browser, `${path}${query}`, { viewport });
    const shown = await page.evaluate(
      () => document.getElementById('gb-first-screen')?.checkVisibility() ?? false,
    );
    const ours = (pairs) =>
      Object.fromEntries(Object.entries(pairs).map(([name, [server]]) => [name, server]));
    const theirs = (pairs) =>
      Object.fromEntries(Object.entries(pairs).map(([name, [, app]]) => [name, app]));
    const server = await page.evaluate(boxesOf, ours(counterparts));
    const serverLanguages = await page.evaluate(coloursOf, ours(LANGUAGES));
    release();
    await page.locator('#gb-first-screen').waitFor({ state: 'detached' });
    const app = await page.evaluate(boxesOf, theirs(counterparts));
    const appLanguages = await page.evaluate(coloursOf, theirs(LANGUAGES));
    return { shown, server, app, serverLanguages, appLanguages };
  } finally {
    await browser.close();
  }
}

describe("A public page's first screen", { skip: skipReason }, () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    for (const [path, query] of Object.keys(COUNTERPARTS).flatMap((path) => [
      [path, ''],
      [path, '?lang=en-US'],
    ])) {
      it(`of ${path}${query} is in the page the server sends, drawn where the storefront then draws it, at ${viewport.width} px`, async () => {
        const { shown, server, app, serverLanguages, appLanguages } = await firstScreenAndPage(
          path,
          viewport,
          query,
        );
        assert.equal(shown, true, 'the first screen shows before the storefront code arrives');
        for (const name of Object.keys(COUNTERPARTS[path])) {
          assert.ok(server[name], `the first screen has the ${name}`);
          assert.deepEqual(server[name], app[name], `the ${name} lies where the page draws it`);
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
      const picture = page.locator('#gb-first-screen .gbfs-banner img');
      await picture.waitFor();
      // The largest thing a phone shows first needs no request of its own.
      await page.waitForFunction(
        () => document.querySelector('#gb-first-screen .gbfs-banner img')?.naturalWidth > 0,
      );
      const box = await picture.boundingBox();
      const banner = await page.locator('#gb-first-screen .gbfs-banner').boundingBox();
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
    it(`keeps the footer below the fold until the content is there and does not jump, at ${viewport.width} px`, async () => {
      const seen = await loadHome(viewport);
      assert.ok(seen.framesBeforeContent > 0, 'the frame was drawn before the booklets');
      assert.equal(seen.footerShownEarly, false, 'the footer showed in the first screen');
      assert.ok(
        seen.layoutShift <= MAX_LAYOUT_SHIFT,
        `cumulative layout shift ${seen.layoutShift.toFixed(3)} above ${MAX_LAYOUT_SHIFT}`,
      );
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
        await page
          .locator('#gb-first-screen .gbfs-banner a', { hasText: 'Jetzt bestellen' })
          .click();
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
      const browser = await launchBrowser();
      try {
        const { page, release } = await openHeld(browser, '/aarau-baden');
        const badge = page.locator('#gb-first-screen a.gbfs-badge').first();
        const name = await badge.evaluate(
          (element) => element.closest('article').querySelector('img').alt,
        );
        await badge.click();
        release();
        await page.waitForURL(/\/#order-[0-9]+$/);
        await orderSectionAtTop(page);
        // The cover's text is "Titelbild Aarau-Baden 2027"; the tick box is the booklet's.
        const booklet = name.replace(/^Titelbild /, '');
        const checkbox = page
          .locator('#order')
          .getByRole('checkbox', { name: `${booklet} bestellen` });
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
        await page.locator('#gb-first-screen .gbfs-action', { hasText: 'Contact' }).waitFor();
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
