// The staff lists whose routes also answer visitors keep working when the 15-minute access token
// expires: the client renews it once and asks again, and gets the staff answer, not the
// visitors' one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BookletState } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { expiredCopyOf } from '../support/accounts.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { day, newBooklet, newCompany, newVoucher, uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const storedTokens = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('gb.tokens')));

describe('an access token that expires on a dashboard list', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('renews it once on /dashboard/booklets and /dashboard/vouchers, and each list loads', async () => {
    // A draft booklet and a voucher in it that no visitor sees: only the staff answer lists them.
    const { booklet, region, name } = await newBooklet({
      state: BookletState.Draft,
      preOrderFromDate: day(300),
      orderFromDate: day(330),
    });
    const company = await newCompany();
    const offer = `Zwei Tees, einer bezahlt ${uniqueTag()}`;
    await newVoucher({ companyId: company.id, bookletId: booklet.id, offerShort: offer });

    const { page, requests } = await openPage();
    const refreshes = () => requests.filter((url) => url.endsWith('/api/v1/auth/refresh')).length;
    const tokens = await logInAs(page, DEMO.franchisee);
    await page.evaluate(
      (value) => localStorage.setItem('gb.tokens', value),
      JSON.stringify({ ...tokens, token: expiredCopyOf(tokens.token) }),
    );
    await page.goto(`${portalUrl}/dashboard/booklets?region=${region.id}`);
    await page.getByRole('table', { name: 'Booklets' }).getByRole('link', { name }).waitFor();
    assert.equal(refreshes(), 1, 'one refresh for the booklet list');

    // While the list is open the token expires again (another tab writes it, as when it
    // outlives its 15 minutes); the next list the franchisee opens renews it and loads.
    const renewed = await storedTokens(page);
    const expired = expiredCopyOf(renewed.token);
    const { page: otherTab } = await openPage();
    await otherTab.goto(`${portalUrl}/legal-notice`);
    // The other tab's app has started (and written what it holds) before the test writes.
    await otherTab.locator('#root main h1').first().waitFor();
    // The storage event of that write reaches the page's own listener after the app's, which it
    // was added after: once it fired, the app holds the expired token (the storage itself
    // changes at once, before the app took it over).
    await page.evaluate((token) => {
      globalThis.tokensTakenOver = new Promise((resolve) =>
        addEventListener('storage', (event) => {
          if (event.key === 'gb.tokens' && event.newValue?.includes(token)) resolve();
        }),
      );
    }, expired);
    await otherTab.evaluate(
      (value) => localStorage.setItem('gb.tokens', value),
      JSON.stringify({ ...renewed, token: expired }),
    );
    await page.evaluate(() => globalThis.tokensTakenOver);
    await page.evaluate(
      (path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      `/dashboard/vouchers?q=${encodeURIComponent(offer)}`,
    );
    await page
      .getByRole('table', { name: 'Gutscheine' })
      .getByText(offer, { exact: true })
      .first()
      .waitFor();
    assert.equal(refreshes(), 2, 'one more refresh for the voucher list');
    assert.equal(
      await page.getByText('Dieser Bereich konnte nicht geladen werden.').count(),
      0,
      'no error panel',
    );
    await otherTab.close();
    await page.close();
  });
});
