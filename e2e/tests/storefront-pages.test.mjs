import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { loginAs, startLoggedOut } from '../support/login.mjs';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

describe('the storefront pages', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('opens Home with the banner video playing under the slogan, its buttons scrolling to the sections', async () => {
    const { page } = await openPage();
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

  it('asks for the booklet list once, for the footer and the page together', async () => {
    const { page } = await openPage();
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
    const { page } = await openPage();
    const requested = [];
    const unused = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        unused.push(message.text());
    });
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
    for (const { href } of preloads) {
      assert.equal(requested.filter((url) => url === href).length, 1, href);
    }
    const coverPath = new URL(preloads.find((link) => link.as === 'image').href).pathname;
    assert.equal(requested.filter((url) => new URL(url).pathname === coverPath).length, 1);
    assert.equal(new URL(await firstCover.evaluate((img) => img.currentSrc)).pathname, coverPath);
    // Chromium says so a few seconds after the load when a preload went unused.
    await page.waitForTimeout(3500);
    assert.deepEqual(unused, []);
    await page.close();
  });

  it('collapses an outlets list above 10 entries and expands it', async () => {
    const pointsOfSale = await apiGet('company/point-of-sales');
    const perBooklet = new Map();
    for (const p of pointsOfSale)
      perBooklet.set(p.bookletName, [...(perBooklet.get(p.bookletName) ?? []), p]);
    const [bookletName, outlets] = [...perBooklet].find(([, list]) => list.length > 10);
    const { page } = await openPage();
    await page.goto(`${portalUrl}/`);
    const section = page.getByRole('region', { name: bookletName, exact: true });
    await section.getByRole('listitem').first().waitFor();
    assert.equal(await section.getByRole('listitem').count(), 9);
    await section.getByRole('button', { name: `${outlets.length - 9} weitere` }).click();
    assert.equal(await section.getByRole('listitem').count(), outlets.length);
    await section.getByRole('button', { name: 'ausblenden' }).click();
    assert.equal(await section.getByRole('listitem').count(), 9);
    await page.close();
  });

  it('shows a regional page with its intro, its booklets and only its vouchers', async () => {
    const [regions, booklets, vouchers] = await Promise.all([
      apiGet('region'),
      apiGet('booklet'),
      apiGet('voucher'),
    ]);
    const region = regions.find((r) => r.canonical === 'zugerland');
    const intro = await apiGet(`text-block?canonical=intro-${region.canonical}`);
    const regionBooklets = booklets.filter((b) => b.regionId === region.id);
    const { page } = await openPage();
    await page.goto(`${portalUrl}/${region.canonical}`);
    await page.getByRole('heading', { level: 1, name: region.name }).waitFor();
    await page.getByText(intro.text.split('\n')[0]).waitFor();
    for (const booklet of regionBooklets) {
      await page.getByRole('article', { name: `${booklet.regionName} ${booklet.year}` }).waitFor();
    }
    const shownBooklet = Number(
      await page.getByRole('combobox', { name: /^Booklet/ }).inputValue(),
    );
    assert.ok(regionBooklets.some((b) => b.id === shownBooklet));
    const count = vouchers.filter((v) => v.bookletIds.includes(shownBooklet)).length;
    await page.getByText(`${count} Gutschein(e) gefunden`).waitFor();
    assert.equal(await page.title(), `${region.name} – 2für1 Gutscheinbuch`);
    await page.close();
  });

  it('shows the legal notice from its text block', async () => {
    const block = await apiGet('text-block?canonical=legal-notice');
    const { page } = await openPage();
    await page.goto(`${portalUrl}/legal-notice`);
    await page.getByRole('heading', { name: 'Impressum' }).first().waitFor();
    await page.getByText(block.text.split('\n')[0]).waitFor();
    await page.close();
  });

  it('shows its wording on every public page although the first load carries only part of it', async () => {
    const { page } = await openPage();
    const pages = [
      ['/', () => page.getByText(/Gutschein\(e\) gefunden/).waitFor()],
      ['/zugerland', () => page.getByText(/Gutschein\(e\) gefunden/).waitFor()],
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
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'franchisee@demo.ch');
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
