import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { mailToWhenWritten } from '../support/accounts.mjs';
import { staffApi, visitorApi } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompanyUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}

/** The codes of a CSV file as the printer gets it (a header, then code, region, year). */
const codesOfCsv = (csv) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

/** A printed code activated for a wallet of its own: answers the wallet link's token. */
async function walletWith(code) {
  const email = `wallet.${uniqueTag()}@example.ch`;
  await visitorApi().post('wallet/activation', { code, email });
  const mail = await mailToWhenWritten('wallet-link', email);
  const token = /\/wallet\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  assert.ok(token, 'the wallet link in the mail');
  return token;
}

describe('the booklet on the phone in the dashboards', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it("lets a franchisee make a print run's codes, downloaded once, and count them", async () => {
    const { booklet, name } = await newBooklet();
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/booklets/${booklet.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const counts = page.getByRole('region', { name: 'Aktivierungscodes' });
    await counts.getByTestId('codes-created').filter({ hasText: '0' }).waitFor();
    const form = page.getByRole('form', { name: 'Codes für eine Druckauflage' });
    const quantity = form.getByRole('textbox', { name: 'Anzahl' });
    await quantity.fill('3');
    await quantity.press('Tab');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Codes erstellen und herunterladen' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `Aktivierungscodes ${name}.csv`);
    const codes = codesOfCsv(await readFile(await download.path(), 'utf8'));
    assert.equal(codes.length, 3);
    assert.ok(codes.every((code) => /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/.test(code)));
    await page.getByText('3 Codes erstellt und heruntergeladen').waitFor();
    await counts.getByTestId('codes-created').filter({ hasText: '3' }).waitFor();

    // One of them activated shows as such.
    await walletWith(codes[0]);
    await page.reload();
    await counts.getByTestId('codes-activated').filter({ hasText: '1' }).waitFor();
    await expectAccessible(page, 'the booklet detail with its codes');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await counts.getByTestId('codes-activated').filter({ hasText: '1' }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'the booklet detail at 390 px');
    await page.close();
  });

  it('shows a partner company its PIN, renews it, and counts a redemption it confirmed', async () => {
    const { company, user } = await newCompanyUser();
    const { booklet, name: bookletName } = await newBooklet();
    const voucher = await newVoucher({
      companyId: company.id,
      bookletId: booklet.id,
      offerShort: 'Zwei Kaffees, einer bezahlt',
    });
    const franchisee = await staffApi(DEMO.franchisee);
    const [code] = codesOfCsv(
      await franchisee.post(`booklet/${booklet.id}/activation-code`, { quantity: 1 }),
    );
    const token = await walletWith(code);

    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/redemptions`);
    await page.getByRole('heading', { level: 1, name: 'Einlösungen' }).waitFor();
    const pinCard = page.getByRole('region', { name: 'Einlöse-PIN' });
    const pin = pinCard.getByTestId('redemption-pin');
    await pin.filter({ hasText: /^\d{4,6}$/ }).waitFor();
    const first = await pin.textContent();
    await pinCard.getByRole('button', { name: 'PIN erneuern' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'PIN erneuern' }).click();
    await page.getByText('Neue PIN erstellt').waitFor();
    await pin.filter({ hasNotText: first }).waitFor();
    const renewed = await pin.textContent();
    assert.match(renewed, /^\d{4,6}$/);

    // The former PIN confirms nothing; the new one does.
    const wrong = await visitorApi().call('POST', `wallet/${token}/redemption`, {
      body: { voucherId: voucher.id, pin: first },
    });
    assert.equal(wrong.status, 403);
    await visitorApi().post(`wallet/${token}/redemption`, { voucherId: voucher.id, pin: renewed });
    await page.reload();
    await page.getByTestId('redemptions-total').filter({ hasText: '1' }).waitFor();
    await page
      .getByRole('img', { name: 'Einlösungen pro Woche (die letzten 12 Wochen, ab Montag)' })
      .waitFor();
    const perVoucher = page.getByRole('table', { name: 'Einlösungen pro Gutschein' });
    const row = perVoucher.getByRole('row').filter({ hasText: 'Zwei Kaffees, einer bezahlt' });
    await row.filter({ hasText: '1' }).waitFor();
    await expectAccessible(page, 'the company’s redemptions');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('redemptions-total').filter({ hasText: '1' }).waitFor();
    await page.getByRole('img', { name: /^Einlösungen pro Woche/ }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'the redemptions at 390 px');

    // In English, after the user chose it.
    await preferLocale(user, 'en-US');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Redemptions' }).waitFor();
    await page.getByRole('region', { name: 'Redemption PIN' }).getByText(renewed).waitFor();
    await expectAccessible(page, 'the company’s redemptions in English');

    // Staff see the same on the company's page.
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/companies/${company.id}`);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    await page.getByRole('region', { name: 'Einlöse-PIN' }).getByText(renewed).waitFor();
    await page.getByTestId('redemptions-total').filter({ hasText: '1' }).waitFor();

    // The statistics count the activation and the redemption, per booklet and per voucher.
    await page.goto(`${portalUrl}/dashboard/statistics?year=${booklet.year}`);
    const perBooklet = page.getByRole('table', {
      name: 'Aktivierungen und Einlösungen pro Booklet',
    });
    const bookletRow = perBooklet.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: bookletName, exact: true }),
    });
    await bookletRow.waitFor();
    assert.deepEqual(await bookletRow.getByRole('cell').allTextContents(), ['1', '1']);
    const statisticsPerVoucher = page.getByRole('table', { name: 'Einlösungen pro Gutschein' });
    const voucherRow = statisticsPerVoucher.getByRole('row').filter({
      has: page.getByRole('rowheader', {
        name: `${company.name}: Zwei Kaffees, einer bezahlt`,
        exact: true,
      }),
    });
    await voucherRow.waitFor();
    assert.deepEqual(await voucherRow.getByRole('cell').allTextContents(), [bookletName, '1']);
    await expectAccessible(page, 'the statistics with redemptions');
    await page.close();
  });
});
