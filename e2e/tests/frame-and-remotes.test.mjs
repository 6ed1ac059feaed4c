import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginAs } from '../support/login.mjs';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DASHBOARD_REMOTE_FILE = /\/mf\/(vouchers|booklets|orders|admin)\//;

describe('the portal frame and its remotes', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows on Home the booklets and vouchers the api answers', async () => {
    const [booklets, vouchers] = await Promise.all([apiGet('booklet'), apiGet('voucher')]);
    assert.ok(booklets.length > 0, 'the demo data has public booklets');
    assert.ok(vouchers.length > 0, 'the demo data has public vouchers');
    const { page } = await openPage();
    await page.goto(`${portalUrl}/`);
    for (const booklet of booklets) {
      await page.getByRole('article', { name: `${booklet.regionName} ${booklet.year}` }).waitFor();
    }
    // The voucher filter starts on a booklet of its own choosing: its first voucher shows.
    await page.waitForURL(/booklet=\d+/);
    const bookletId = Number(new URL(page.url()).searchParams.get('booklet'));
    const first = vouchers.find((voucher) => voucher.bookletIds.includes(bookletId));
    await page.locator('#vouchers').getByText(first.companyName).first().waitFor();
    await page.locator('#vouchers').getByText(first.offerShort).first().waitFor();
    await page.close();
  });

  it('downloads no file of a dashboard remote while Home loads', async () => {
    const { page, requests } = await openPage();
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    assert.ok(
      requests.some((url) => url.includes('/mf/storefront/')),
      'Home loads the storefront remote',
    );
    assert.deepEqual(
      requests.filter((url) => DASHBOARD_REMOTE_FILE.test(url)),
      [],
      'no dashboard remote is requested on Home',
    );
    await page.close();
  });

  it('loads a dashboard route from its own remote', async () => {
    const { page, requests } = await openPage();
    await loginAs(page, 'franchisee@demo.ch');
    requests.length = 0;
    await page.goto(`${portalUrl}/dashboard/booklets`);
    await page.getByRole('heading', { name: 'Booklets', exact: true }).waitFor();
    assert.ok(requests.some((url) => url.includes('/mf/booklets/remoteEntry.js')));
    assert.ok(!requests.some((url) => /\/mf\/(vouchers|orders|admin)\//.test(url)));
    // The title follows the heading once the route's effects ran.
    await page.waitForFunction(() => document.title === 'Booklets – 2für1 Gutscheinbuch');
    await page.close();
  });

  it('shows an error panel when a remote cannot load, keeps the frame working and retries', async () => {
    const { page } = await openPage();
    let failing = true;
    await page.route('**/mf/admin/remoteEntry.js', (route) =>
      failing ? route.abort('connectionrefused') : route.continue(),
    );
    await loginAs(page, 'admin@demo.ch');
    await page.goto(`${portalUrl}/dashboard/regions`);
    await page.getByText('Dieser Bereich konnte nicht geladen werden.').waitFor();

    failing = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('heading', { name: 'Regionen' }).waitFor();
    assert.equal(await page.getByText('Dieser Bereich konnte nicht geladen werden.').count(), 0);
    await page.close();
  });

  it('keeps the frame working while a remote is broken', async () => {
    const { page } = await openPage();
    await page.route('**/mf/orders/**', (route) => route.abort('connectionrefused'));
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/dashboard/orders`);
    await page.getByText('Dieser Bereich konnte nicht geladen werden.').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL(`${portalUrl}/contact`);
    await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();
    assert.equal(await page.getByText('Dieser Bereich konnte nicht geladen werden.').count(), 0);
    await page.close();
  });
});
