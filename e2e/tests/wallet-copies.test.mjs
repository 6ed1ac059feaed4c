import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { mailToWhenWritten } from '../support/accounts.mjs';
import { staffApi, visitorApi } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { newBooklet, uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

describe('a wallet copy moved by staff', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('finds a copy by e-mail, shows its history and moves it to another e-mail', async () => {
    const { booklet, name } = await newBooklet();
    const franchisee = await staffApi(DEMO.franchisee);
    const csv = await franchisee.post(`booklet/${booklet.id}/activation-code`, { quantity: 1 });
    const code = csv.trim().split('\n')[1].split(',')[0];
    const lost = `verloren.${uniqueTag()}@example.ch`;
    const found = `neu.${uniqueTag()}@example.ch`;
    await visitorApi().post('wallet/activation', { code, email: lost });

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
    await page.close();
  });
});

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}
