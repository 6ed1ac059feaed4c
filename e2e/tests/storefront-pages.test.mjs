import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { visitorApi } from '../support/api.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { loginAs } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  newListedVoucher,
  newPointsOfSale,
  newRegionBooklet,
  newRegionWithIntro,
  THIS_YEAR,
} from '../support/storefront-data.mjs';
import { countText, openVisitorPage } from '../support/storefront-visitor.mjs';

/**
 * Runs in the page before its own scripts: records the scripts it adds and the addresses it
 * fetches, so a test sees which preloaded files the page went on to use.
 */
function recordWhatThePageUses() {
  window.usedByPage = { scripts: [], fetches: [] };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeName === 'SCRIPT' && node.src) window.usedByPage.scripts.push(node.src);
  }).observe(document, { childList: true, subtree: true });
  const fetchOfPage = window.fetch;
  window.fetch = (input, init) => {
    window.usedByPage.fetches.push(new Request(input, init).url);
    return fetchOfPage(input, init);
  };
}

describe('the storefront pages', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('opens Home with the banner video playing under the slogan, its buttons scrolling to the sections', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Zwei geniessen, einer bezahlt' }).waitFor();
    // The app's banner, not the one of the server's first screen while that is still up.
    const video = page.locator('#root header video');
    await page.waitForFunction(() => {
      const element = document.querySelector('#root header video');
      return element && element.readyState >= 2 && !element.paused;
    });
    assert.equal(await video.evaluate((element) => element.muted && element.loop), true);
    await page.getByRole('button', { name: 'Zu den Gutscheinen' }).click();
    await page.waitForFunction(
      () => document.getElementById('vouchers')?.getBoundingClientRect().top < 200,
    );
    await page.close();
  });

  it('lets the visitor stop and restart the banner video by keyboard, in both languages', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    const playingVideo = () =>
      page.waitForFunction(() => {
        const element = document.querySelector('#root header video');
        return element && element.readyState >= 2 && !element.paused;
      });
    await playingVideo();
    const pause = page.locator('#root header').getByRole('button', { name: 'Video anhalten' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#root header video').paused);
    const play = page.locator('#root header').getByRole('button', { name: 'Video abspielen' });
    assert.equal(await play.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Space');
    await playingVideo();

    await page.goto(`${portalUrl}/?lang=en-US`);
    await playingVideo();
    await page.locator('#root header').getByRole('button', { name: 'Pause the video' }).click();
    await page.waitForFunction(() => document.querySelector('#root header video').paused);
    await page.locator('#root header').getByRole('button', { name: 'Play the video' }).waitFor();
    await page.close();
  });

  it('shows the banner video standing still when the system asks for less motion', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${portalUrl}/`);
    const play = page.locator('#root header').getByRole('button', { name: 'Video abspielen' });
    await play.waitFor();
    const video = page.locator('#root header video');
    // Its poster shows, and nothing plays it until the visitor asks.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      await video.evaluate((element) => ({
        paused: element.paused,
        shown: element.getBoundingClientRect().height > 0,
      })),
      { paused: true, shown: true },
    );
    await play.click();
    await page.waitForFunction(() => !document.querySelector('#root header video').paused);
    await page.close();
  });

  it('asks for the booklet list once, for the footer and the page together', async () => {
    const { page } = await openVisitorPage(openPage);
    const bookletCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/booklet') bookletCalls.push(request.url());
    });
    await page.goto(`${portalUrl}/`);
    await page
      .locator('#vouchers')
      .getByText(/Gutschein\(e\) gefunden/)
      .waitFor();
    await page.getByRole('region', { name: 'Aktuelle Booklets' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(bookletCalls.length, 1);
    await page.close();
  });

  it("fetches once each what Home's head preloads (the shell's and the storefront's scripts, booklet list, welcome text, first cover) and uses it", async () => {
    const { page } = await openVisitorPage(openPage);
    const requested = [];
    const unused = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        unused.push(message.text());
    });
    await page.addInitScript(recordWhatThePageUses);
    await page.goto(`${portalUrl}/`);
    const firstCover = page.locator('#booklets img').first();
    await firstCover.waitFor();
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth > 0,
      await firstCover.elementHandle(),
    );
    const preloads = await page.$$eval('head link[rel="preload"]', (links) =>
      links.map((link) => ({ as: link.getAttribute('as'), href: link.href })),
    );
    // The shell's three first-load files, the storefront's entry and first chunk, the booklet
    // list and the welcome text.
    assert.deepEqual(preloads.map((link) => link.as).sort(), [
      'fetch',
      'fetch',
      'image',
      'script',
      'script',
      'script',
      'script',
      'script',
    ]);
    // The page adds each preloaded script and fetches each preloaded answer itself.
    await page.waitForFunction(
      (wanted) =>
        wanted.every(({ as, href }) =>
          (as === 'script' ? window.usedByPage.scripts : window.usedByPage.fetches).includes(href),
        ),
      preloads.filter((link) => link.as !== 'image'),
    );
    for (const { href } of preloads) {
      assert.equal(requested.filter((url) => url === href).length, 1, href);
    }
    const coverPath = new URL(preloads.find((link) => link.as === 'image').href).pathname;
    assert.equal(requested.filter((url) => new URL(url).pathname === coverPath).length, 1);
    assert.equal(new URL(await firstCover.evaluate((img) => img.currentSrc)).pathname, coverPath);
    // Requested once and used by the page: what was preloaded served it, so Chromium had no
    // unused preload to warn about.
    assert.deepEqual(unused, []);
    await page.close();
  });

  it('collapses an outlets list above 10 entries and expands it', async () => {
    const { region } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const outlets = await newPointsOfSale(booklet, 12);
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    const section = page.getByRole('region', { name: booklet.name, exact: true });
    await section.getByRole('listitem').first().waitFor();
    assert.equal(await section.getByRole('listitem').count(), 9);
    await section.getByRole('button', { name: `${outlets.length - 9} weitere` }).click();
    assert.equal(await section.getByRole('listitem').count(), outlets.length);
    await section.getByRole('button', { name: 'ausblenden' }).click();
    assert.equal(await section.getByRole('listitem').count(), 9);
    await page.close();
  });

  it('shows a regional page with its intro, its booklets and only its vouchers', async () => {
    const { region, path, intro } = await newRegionWithIntro();
    const booklets = [];
    for (const [index, count] of [1, 2].entries()) {
      const booklet = await newRegionBooklet(region, { year: THIS_YEAR + index });
      for (let n = 0; n < count; n += 1) await newListedVoucher(booklet);
      booklets.push({ ...booklet, count });
    }
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: region.name }).waitFor();
    await page.getByText(intro.split('\n')[0]).waitFor();
    for (const booklet of booklets) {
      await page.getByRole('article', { name: booklet.name, exact: true }).waitFor();
    }
    const shownBooklet = Number(
      await page.getByRole('combobox', { name: /^Booklet/ }).inputValue(),
    );
    const shown = booklets.find((booklet) => booklet.id === shownBooklet);
    assert.ok(shown, `booklet ${shownBooklet} is one of the region's`);
    await page.getByText(countText(shown.count)).waitFor();
    assert.equal(await page.title(), `${region.name} – 2für1 Gutscheinbuch`);
    await page.close();
  });

  it('shows the legal notice from its text block', async () => {
    const block = await visitorApi().get('text-block?canonical=legal-notice');
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/legal-notice`);
    await page.getByRole('heading', { name: 'Impressum' }).first().waitFor();
    await page.getByText(block.text.split('\n')[0]).waitFor();
    await page.close();
  });

  it('shows its wording on every public page although the first load carries only part of it', async () => {
    const { region, path } = await newRegionWithIntro();
    await newListedVoucher(await newRegionBooklet(region));
    const { page } = await openVisitorPage(openPage);
    const pages = [
      ['/', () => page.getByText(/Gutschein\(e\) gefunden/).waitFor()],
      [path, () => page.getByText(countText(1)).waitFor()],
      ['/legal-notice', () => page.getByRole('heading', { name: 'Impressum' }).first().waitFor()],
      [
        '/no-such-page',
        () => page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor(),
      ],
    ];
    for (const [path, shown] of pages) {
      await page.goto(`${portalUrl}${path}`);
      await shown();
      assert.deepEqual(await untranslatedKeysOn(page), [], `keys shown on ${path}`);
    }
    await page.close();
  });

  it("sends a logged-in visitor's public calls with authorization none, not its token", async () => {
    const { page } = await openVisitorPage(openPage);
    await loginAs(page, DEMO.franchisee);
    const publicCalls = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/v1\/(booklet|voucher|voucher-category|text-block)$/.test(path))
        publicCalls.push({
          url: request.url(),
          path,
          authorization: request.headers().authorization,
        });
    });
    await page.goto(`${portalUrl}/`);
    await page.getByText(/Gutschein\(e\) gefunden/).waitFor();
    assert.deepEqual([...new Set(publicCalls.map((call) => call.path))].sort(), [
      '/api/v1/booklet',
      '/api/v1/text-block',
      '/api/v1/voucher',
      '/api/v1/voucher-category',
    ]);
    // The booklet list and the welcome text may come from the page's preloads, which carry no
    // authorization at all.
    const preloaded = await page.$$eval('head link[rel="preload"][as="fetch"]', (links) =>
      links.map((link) => link.href),
    );
    assert.equal(preloaded.length, 2);
    for (const { url, path, authorization } of publicCalls) {
      const fromPreload = preloaded.includes(url) && authorization === undefined;
      assert.ok(authorization === 'none' || fromPreload, `${path}: ${authorization}`);
    }
    await page.close();
  });
});
