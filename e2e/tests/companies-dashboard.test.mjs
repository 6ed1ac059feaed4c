import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Role } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { mailToWhenWritten } from '../support/accounts.mjs';
import { scrollsSideways } from '../support/accessibility.mjs';
import { seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { forgetCachedResponses, logInAs } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompany,
  newStaffUser,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { startLoggedOut } from '../support/login.mjs';
import { onePagePdf } from '../support/pdf.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const CONTRACT = {
  name: 'vertrag.pdf',
  mimeType: 'application/pdf',
  buffer: onePagePdf(595, 842, [0, 0, 0]),
};

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}

describe('the companies dashboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('lets a franchisee create a point of sale on the map, file its contract, add a user who logs in by the mailed link, and mail all companies', async () => {
    // A region of its own, so that its booklet's outlets on Home are this test's alone.
    const { name: bookletName } = await newBooklet({ regionName: `Reusstal ${uniqueTag()}` });
    const listed = await newCompany();
    const companyName = `Kiosk Bahnhof ${uniqueTag()}`;
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    // The list searched for a company of its own, which is on the first page whatever others add.
    await page.goto(`${portalUrl}/dashboard/companies?search=${encodeURIComponent(listed.name)}`);
    await page.getByRole('heading', { level: 1, name: 'Betriebe' }).waitFor();
    await page
      .getByRole('table', { name: 'Betriebe' })
      .getByRole('link', { name: listed.name })
      .waitFor();
    await expectAccessible(page, 'the company list');

    // A new company, from the list's toolbar.
    await page.getByRole('button', { name: 'Neuer Betrieb' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Betrieb' });
    await dialog.getByLabel('Name').fill(companyName);
    await expectAccessible(page, 'the new company dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Neuer Betrieb' }).click();
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await page.getByText('Betrieb wurde erstellt').waitFor();

    // A point of sale for the booklet.
    const details = page.getByRole('form', { name: 'Betrieb', exact: true });
    await details.getByRole('button', { name: 'Bearbeiten' }).click();
    const pointOfSale = details.getByRole('checkbox', { name: 'Verkaufsstelle' });
    await pointOfSale.focus();
    await page.keyboard.press('Space');
    assert.equal(await pointOfSale.isChecked(), true);
    const booklets = details.getByRole('combobox', { name: 'Verkauft Booklets' });
    await booklets.fill(bookletName);
    await page.getByRole('option', { name: bookletName }).click();
    await page.keyboard.press('Escape');
    await details.getByRole('row', { name: bookletName }).waitFor();
    await details.getByRole('button', { name: 'Speichern' }).click();
    await details.getByText('Gespeichert').waitFor();

    // Its location: a click on the map sets a position, the fields take exact degrees.
    const location = page.getByRole('form', { name: 'Standort' });
    await location.getByRole('button', { name: 'Bearbeiten' }).click();
    await location.getByLabel('Ort', { exact: true }).fill('Zug');
    const map = location.getByRole('group', { name: 'Standort auf der Karte' });
    await map.locator('canvas').first().waitFor();
    await map.click();
    await location.getByText(/^Standort: 4\d\.\d+, \d+\.\d+$/).waitFor();
    await location.getByLabel('Längengrad', { exact: true }).fill('2.3');
    await location.getByLabel('Breitengrad', { exact: true }).focus();
    await location.getByText('Längengrad muss in der Schweiz liegen').waitFor();
    await location.getByLabel('Längengrad', { exact: true }).fill('8.51');
    await location.getByLabel('Breitengrad', { exact: true }).fill('47.17');
    await location.getByLabel('Ort', { exact: true }).focus();
    await location.getByText('Standort: 47.17, 8.51').waitFor();
    await location.getByRole('button', { name: 'Speichern' }).click();
    await location.getByText('Gespeichert').waitFor();
    await expectAccessible(page, 'the company page');

    // The contract, through the platform's upload dialog.
    const contract = page.getByRole('region', { name: 'Vertrag' });
    await contract.getByRole('button', { name: 'Hochladen' }).click();
    await page.locator('input[type=file]').setInputFiles(CONTRACT);
    await contract.getByRole('button', { name: 'Herunterladen' }).waitFor();
    await contract.getByText('Der unterschriebene Vertrag als PDF.').waitFor();

    // A user of the company, who gets a login link by mail.
    const email = `kiosk.${uniqueTag()}@example.ch`;
    const users = page.getByRole('region', { name: 'Benutzer des Betriebs' });
    await users.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
    const addUser = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
    await addUser.getByLabel('E-mail').fill(email);
    await addUser.getByLabel('Vorname').fill('Karla');
    await addUser.getByLabel('Nachname').fill('Kiosk');
    await addUser.getByRole('button', { name: 'Benutzer erstellen' }).click();
    await page.getByText('Benutzer Karla Kiosk wurde hinzugefügt').waitFor();
    await users.getByRole('cell', { name: email }).waitFor();
    await users.getByRole('button', { name: 'Anmeldelink senden: Karla Kiosk' }).click();
    await page.getByText(`Anmeldelink wurde an ${email} gesendet`).waitFor();
    const mail = await mailToWhenWritten('company-login-link', email);
    assert.match(mail, new RegExp(companyName));
    const link = /http\S*loginHash=[\w-]+/.exec(mail)?.[0];
    assert.ok(link, 'the mail carries a login link');

    // Home lists the new point of sale at once, under its booklet.
    const visitor = await openPage();
    await startLoggedOut(visitor.page);
    await forgetCachedResponses(visitor.page);
    await visitor.page.goto(`${portalUrl}/`);
    const outlets = visitor.page.getByRole('region', { name: bookletName, exact: true });
    await outlets.getByText(companyName).waitFor();
    await outlets.getByText('Zug').waitFor();

    // The company's user logs in through the mailed link and reads its own vouchers.
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, portalUrl));
    await visitor.page.getByRole('heading', { level: 1, name: 'Gutscheine' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    assert.ok(!visitor.page.url().includes('loginHash'));
    await visitor.page.close();

    // A mail to all companies, with its preview, the count it reaches and the log (the pages
    // share one profile: the franchisee logs in again).
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/companies`);
    const subject = `Booklets ${uniqueTag()} jetzt bestellen`;
    await page.getByRole('button', { name: 'E-Mail an alle Betriebe' }).click();
    const compose = page.getByRole('dialog', { name: 'E-Mail an alle Betriebe' });
    await compose.getByLabel('Betreff').fill(subject);
    await compose
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Die neuen Booklets sind da.');
    await compose.getByLabel('Link-Text').fill('Zur Bestellung');
    const preview = compose.getByRole('region', { name: 'Vorschau' });
    await preview.getByText(subject).waitFor();
    await preview.getByText('Zur Bestellung: (persönlicher Anmeldelink)').waitFor();
    await expectAccessible(page, 'the mail dialog', '[role=dialog]');
    await compose.getByRole('button', { name: 'Senden' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(new RegExp(`«${subject}» geht an \\d+ Benutzer von \\d+ Betrieben`))
      .waitFor();
    await confirm.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Die Bestellanfrage wurde an alle Betriebe gesendet').waitFor();
    const log = page.getByRole('table', { name: 'Gesendete E-Mails' });
    await log.getByRole('cell', { name: subject }).waitFor();
    await page.close();
  });

  it('shows the company pages in English and on a phone without violations or sideways scrolling', async () => {
    const company = await newCompany();
    // The franchisee's language changes: a franchisee of its own.
    const franchisee = await newStaffUser(Role.Franchisee);
    await preferLocale(franchisee, 'en-US');
    const { page } = await openPage();
    await logInAs(page, franchisee);
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const [path, title] of [
        ['/dashboard/companies', 'Companies'],
        [`/dashboard/companies/${company.id}`, company.name],
      ]) {
        await page.goto(`${portalUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${path} at ${size.width} px`);
        assert.equal(await scrollsSideways(page), false, `${path} scrolls sideways`);
      }
    }
    await page.close();
  });
});
