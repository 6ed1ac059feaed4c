import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { uniqueTag } from '../support/fixtures.mjs';
import { loginAs } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
} from '../support/storefront-data.mjs';
import { openVisitorPage } from '../support/storefront-visitor.mjs';

const DASHBOARD_REMOTE_FILE = /\/mf\/(vouchers|booklets|orders|admin)\//;

describe('the portal frame and its remotes', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows on Home the booklets and vouchers the api answers', async () => {
    const { region } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const voucher = await newListedVoucher(booklet, {
      companyName: `Trattoria ${uniqueTag()}`,
      offerShort: 'Zwei Teller Pasta, einer bezahlt',
    });
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('article', { name: booklet.name, exact: true }).waitFor();
    // The voucher filter starts on a booklet of its own choosing; ours shows its voucher.
    await page.waitForURL(/booklet=\d+/);
    await page.getByRole('combobox', { name: /^Booklet/ }).selectOption(String(booklet.id));
    await page.locator('#vouchers').getByText(voucher.companyName).first().waitFor();
    await page.locator('#vouchers').getByText(voucher.offerShort).first().waitFor();
    await page.close();
  });

  it('downloads no file of a dashboard remote while Home loads', async () => {
    const { page, requests } = await openVisitorPage(openPage);
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
    const { page, requests } = await openVisitorPage(openPage);
    await loginAs(page, DEMO.franchisee);
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
    const { page } = await openVisitorPage(openPage);
    let failing = true;
    await page.route('**/mf/admin/remoteEntry.js', (route) =>
      failing ? route.abort('connectionrefused') : route.continue(),
    );
    await loginAs(page, DEMO.admin);
    await page.goto(`${portalUrl}/dashboard/regions`);
    await page.getByText('Dieser Bereich konnte nicht geladen werden.').waitFor();

    failing = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('heading', { name: 'Regionen' }).waitFor();
    assert.equal(await page.getByText('Dieser Bereich konnte nicht geladen werden.').count(), 0);
    await page.close();
  });

  it('keeps the frame working while a remote is broken', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.route('**/mf/orders/**', (route) => route.abort('connectionrefused'));
    await loginAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/orders`);
    await page.getByText('Dieser Bereich konnte nicht geladen werden.').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL(`${portalUrl}/contact`);
    await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();
    assert.equal(await page.getByText('Dieser Bereich konnte nicht geladen werden.').count(), 0);
    await page.close();
  });
});
