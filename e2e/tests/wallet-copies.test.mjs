import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Role } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { mailToWhenWritten } from '../support/accounts.mjs';
import { staffApi, visitorApi } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { tabTo } from '../support/accessibility.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompany,
  newStaffUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

describe('a wallet copy moved by staff', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('finds a copy by e-mail, shows its history (the redeemed offer by name) and moves it to another e-mail', async () => {
    const { booklet, name } = await newBooklet();
    const franchisee = await staffApi(DEMO.franchisee);
    const csv = await franchisee.post(`booklet/${booklet.id}/activation-code`, { quantity: 1 });
    const code = csv.trim().split('\n')[1].split(',')[0];
    const lost = `verloren.${uniqueTag()}@example.ch`;
    const found = `neu.${uniqueTag()}@example.ch`;
    await visitorApi().post('wallet/activation', { code, email: lost });
    // The client redeems one of the booklet's vouchers at its partner's counter.
    const company = await newCompany();
    const offer = `Zwei Glacen, eine bezahlt ${uniqueTag()}`;
    const voucher = await newVoucher({
      companyId: company.id,
      bookletId: booklet.id,
      offerShort: offer,
    });
    const { pin } = await franchisee.get(`company/${company.id}/redemption-pin`);
    const token = /\/wallet\/([A-Za-z0-9_-]{43})/.exec(
      await mailToWhenWritten('wallet-link', lost),
    )?.[1];
    assert.ok(token, 'the wallet link in the mail');
    await visitorApi().post(`wallet/${token}/redemption`, { voucherId: voucher.id, pin });

    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/wallets`);
    await page.getByRole('heading', { level: 1, name: 'Wallets' }).waitFor();
    const search = page.getByRole('form', { name: 'Wallet suchen' });
    await search.getByRole('textbox', { name: 'E-mail' }).fill(lost.toUpperCase());
    await search.getByRole('button', { name: 'Suchen' }).click();
    const copy = page.getByRole('region', { name: new RegExp(`^${name} \\(Exemplar \\d+\\)$`) });
    await copy.waitFor();
    const history = copy.getByRole('list', { name: `Verlauf von ${name}` });
    await history.getByText(`Aktiviert für ${lost} (durch die Kundin oder den Kunden)`).waitFor();
    await history
      .getByText(
        `Eingelöst: «${offer}» bei ${company.name} (Gutschein ${voucher.id}) (durch die Kundin oder den Kunden)`,
      )
      .waitFor();
    await expectAccessible(page, 'a wallet with its copy');

    const move = copy.getByRole('form', { name: `${name} verschieben (verlorenes Handy)` });
    await move.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }).fill(found);
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await page.getByText(`${name} ist jetzt in der Wallet von ${found}`).waitFor();
    await page.getByText('Zu dieser E-Mail-Adresse gibt es keine Wallet mit Booklets.').waitFor();
    // The new address gets its wallet's link.
    await mailToWhenWritten('wallet-link', found);

    await search.getByRole('textbox', { name: 'E-mail' }).fill(found);
    await search.getByRole('button', { name: 'Suchen' }).click();
    await copy.getByText(`In der Wallet von ${found}`).waitFor();
    await history
      .getByText(`Von ${lost} zu ${found} verschoben (durch ${DEMO.franchisee})`)
      .waitFor();
    await expectAccessible(page, 'the moved copy');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await search.getByRole('textbox', { name: 'E-mail' }).fill(found);
    await search.getByRole('button', { name: 'Suchen' }).click();
    await copy.getByText(`In der Wallet von ${found}`).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'the wallet at 390 px');

    // In English, for a staff user of its own who reads the portal so, by keyboard alone.
    const englishAdmin = await newStaffUser(Role.Admin);
    await preferLocale(englishAdmin, 'en-US');
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAs(page, englishAdmin);
    await page.goto(`${portalUrl}/dashboard/wallets`);
    const find = page.getByRole('form', { name: 'Find a wallet' });
    await tabTo(page, find.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(found);
    await page.keyboard.press('Enter');
    const englishHistory = page
      .getByRole('region', { name: new RegExp(`^${name} \\(copy \\d+\\)$`) })
      .getByRole('list', { name: `History of ${name}` });
    await englishHistory
      .getByText(`Redeemed “${offer}” at ${company.name} (voucher ${voucher.id}) (by the client)`)
      .waitFor();
    await expectAccessible(page, 'the wallet in English');
    await page.close();
  });
});

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}
