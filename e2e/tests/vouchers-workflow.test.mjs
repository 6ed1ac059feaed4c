import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BookletState } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { mailToWhenWritten } from '../support/accounts.mjs';
import { apiAs } from '../support/api.mjs';
import { scrollsSideways, seriousAxeViolations } from '../support/axe.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import {
  day,
  newBooklet,
  newCompany,
  newCompanyUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { startLoggedOut } from '../support/login.mjs';
import { solidPng } from '../support/png.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SUCCESS = 'Status wurde erfolgreich geändert';

async function openVoucherAs(page, account, voucherId) {
  await logInAs(page, account);
  await page.goto(`${portalUrl}/dashboard/vouchers/${voucherId}`);
  await page.getByRole('heading', { level: 1, name: 'Gutschein' }).waitFor();
}

/** Takes a named step by its button and waits for the success toast. */
async function takeStep(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByText(SUCCESS).first().waitFor();
  await page.getByText(SUCCESS).first().waitFor({ state: 'detached', timeout: 30_000 });
}

async function expectAccessible(page, where) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe-core on ${where}`);
  assert.equal(await scrollsSideways(page), false, `${where} scrolls sideways`);
}

describe('the voucher workflow', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it("names a draft booklet by its region and year in its company's voucher list and on the voucher's page", async () => {
    // A draft its pre-order date has not reached: the company may not open the booklet.
    const { booklet, name } = await newBooklet({
      state: BookletState.Draft,
      preOrderFromDate: day(60),
      orderFromDate: day(90),
    });
    const { company, user } = await newCompanyUser();
    const offer = `Zwei Suppen, eine bezahlt ${uniqueTag()}`;
    const voucher = await newVoucher({
      companyId: company.id,
      bookletId: booklet.id,
      offerShort: offer,
    });
    assert.equal((await user.api.call('GET', `booklet/${booklet.id}`)).status, 403);
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/vouchers`);
    const row = page
      .getByRole('table', { name: 'Gutscheine' })
      .getByRole('row')
      .filter({ hasText: offer });
    await row.getByRole('cell', { name, exact: true }).waitFor();
    assert.equal(await row.getByText(`#${booklet.id}`).count(), 0);
    // The voucher's own page names it the same way.
    await page.goto(`${portalUrl}/dashboard/vouchers/${voucher.id}`);
    const booklets = page.getByRole('region', { name: 'Booklets' });
    await booklets.getByText(name, { exact: true }).waitFor();
    assert.equal(await booklets.getByText(`#${booklet.id}`).count(), 0);
    await page.close();
  });

  it('takes a voucher from creation to locked print data, each step by its role, with its history', async () => {
    // A company of its own, whose user alone gets the approval mail and takes its steps.
    const { company, user } = await newCompanyUser();
    const companyName = company.name;
    const offer = `Zwei Glacen, eine bezahlt ${uniqueTag()}`;
    const { page } = await openPage();
    await page.setViewportSize(DESKTOP);

    // The franchisee creates the voucher and requests the company's approval.
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/vouchers`);
    await page.getByRole('heading', { level: 1, name: 'Gutscheine' }).waitFor();
    await page.getByRole('table', { name: 'Gutscheine' }).waitFor();
    await expectAccessible(page, 'the voucher list at 1366 px');
    await page.getByRole('button', { name: 'Neuer Gutschein' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Gutschein' });
    await dialog.getByRole('combobox', { name: 'Firma' }).fill(companyName);
    await page.getByRole('option', { name: companyName, exact: true }).click();
    await dialog.getByRole('textbox', { name: /Angebot kurz/ }).fill(offer);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await page.waitForURL(/\/dashboard\/vouchers\/\d+$/);
    const voucherId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 2 }).filter({ hasText: companyName }).waitFor();
    await expectAccessible(page, 'the voucher detail at 1366 px');
    await takeStep(page, 'Zusage anfragen');

    // The company opens the mailed link and lands logged in on its voucher.
    const approvalLink = new RegExp(
      `https?://\\S+/dashboard/vouchers/${voucherId}\\?loginHash=[\\w-]+`,
    );
    const mail = await mailToWhenWritten('voucher-approval', user.email, (text) =>
      approvalLink.test(text),
    );
    const link = approvalLink.exec(mail)?.[0];
    assert.ok(link, 'an approval mail with a login link to the new voucher');
    await startLoggedOut(page);
    await page.setViewportSize(PHONE);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Gutschein' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.has('loginHash'), false);
    await page.getByRole('button', { name: 'Ich bin dabei, mit Änderungswünschen' }).waitFor();
    await expectAccessible(page, "the company's voucher at 390 px");
    assert.equal(await page.getByText('Notiz für Graphikerin').count(), 0);
    await takeStep(page, 'Ich bin dabei, mit Änderungswünschen');

    // In Draft the company edits its offer: the state waits while the card is open.
    const offerCard = page.getByRole('form', { name: 'Angebot und Angaben' });
    await offerCard.getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByText('Der Status kann im Bearbeitungsmodus nicht geändert werden').waitFor();
    await offerCard.getByRole('textbox', { name: 'Angebot lang' }).fill('Gilt für alle Sorten.');
    await page.getByText('Bitte zuerst Daten speichern').waitFor();
    await offerCard.getByRole('button', { name: 'Speichern' }).click();
    await offerCard.getByText('Gespeichert').waitFor();

    // A click on the map sets the company's position (OpenLayers loads with the map).
    const addressCard = page.getByRole('form', { name: 'Adresse' });
    await addressCard.getByRole('button', { name: 'Bearbeiten' }).click();
    await addressCard.getByRole('textbox', { name: 'Ort' }).fill('Baden');
    const map = addressCard.getByRole('group', { name: 'Standort auf der Karte' });
    await map.locator('canvas').first().waitFor();
    // The voucher may start at its company's location; a click elsewhere moves the pin there.
    const position = addressCard.getByText(/^(Standort: |Kein Standort gesetzt)/);
    const before = await position.textContent();
    const box = await map.boundingBox();
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 30 } });
    await addressCard
      .getByText(/^Standort: 4\d\.\d+, \d+\.\d+$/)
      .filter({ hasNotText: before })
      .waitFor();
    await addressCard.getByRole('button', { name: 'Speichern' }).click();
    await addressCard.getByText('Gespeichert').waitFor();
    const saved = await (await apiAs(DEMO.franchisee)).get(`voucher/${voucherId}`);
    assert.equal(saved.address.city, 'Baden');
    assert.ok(saved.address.lon > 5.95 && saved.address.lon < 10.5, `lon ${saved.address.lon}`);
    assert.ok(saved.address.lat > 45.81 && saved.address.lat < 47.81, `lat ${saved.address.lat}`);
    await takeStep(page, 'Dateneingabe abschliessen');

    // The franchisee releases it for the graphic designer.
    await page.setViewportSize(DESKTOP);
    await openVoucherAs(page, DEMO.franchisee, voucherId);
    await takeStep(page, 'Freigeben für Graphikerin');

    // The designer marks the good-for-printing ready for shipment.
    await openVoucherAs(page, DEMO.designer, voucherId);
    await takeStep(page, 'Bereit für Versand');

    // Without a proof there is nothing to send: the step appears once the proof is uploaded,
    // without reloading the page.
    await openVoucherAs(page, DEMO.franchisee, voucherId);
    const proofCard = page.getByRole('region', { name: 'GzD (Gut zum Druck)' });
    await proofCard.getByText('Noch kein GzD').waitFor();
    await page.getByRole('button', { name: 'Angebot ändern', exact: true }).waitFor();
    const send = page.getByRole('button', { name: 'GzD an Betrieb senden', exact: true });
    assert.equal(await send.count(), 0, 'no "send GzD" before a proof exists');
    await proofCard.getByRole('button', { name: 'Neue GzD-Version hochladen' }).click();
    await page
      .getByRole('dialog', { name: 'Neue GzD-Version hochladen' })
      .getByLabel('Dateien auswählen')
      .setInputFiles({
        name: 'gzd.png',
        mimeType: 'image/png',
        buffer: solidPng(300, 420, [0, 90, 200]),
      });
    await proofCard.locator('[data-proof-version="1"]').waitFor();
    await send.waitFor();
    await expectAccessible(page, 'the voucher with its first proof at 1366 px');

    // The franchisee sends the good-for-printing to the company.
    await takeStep(page, 'GzD an Betrieb senden');

    // The company accepts it, with the terms, by keyboard.
    await page.setViewportSize(PHONE);
    await openVoucherAs(page, user, voucherId);
    await page.getByRole('button', { name: 'GzD in Ordnung', exact: true }).click();
    const terms = page.getByRole('dialog', { name: 'AGB akzeptieren' });
    const accept = terms.getByRole('button', { name: 'GzD in Ordnung', exact: true });
    assert.equal(await accept.isDisabled(), true);
    await expectAccessible(page, 'the terms dialog at 390 px');
    await terms.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' }).focus();
    await page.keyboard.press('Space');
    await accept.focus();
    await page.keyboard.press('Enter');
    await page.getByText(SUCCESS).first().waitFor();

    // The franchisee locks it.
    await page.setViewportSize(DESKTOP);
    await openVoucherAs(page, DEMO.franchisee, voucherId);
    await takeStep(page, 'Abschliessen / Sperren');
    await page.getByText('Sie können den Status jetzt nicht ändern').waitFor();

    // The history names every step and who took it, newest first.
    const history = page.getByRole('list', { name: 'Verlauf' });
    await history.getByText('Definitiv / Gesperrt').waitFor();
    const steps = await history.getByRole('listitem').allTextContents();
    const expected = [
      [DEMO.franchisee, 'Definitiv / Gesperrt'],
      [user.email, 'Prüfung GzD durch Franchiser'],
      [DEMO.franchisee, 'Prüfung GzD durch Betrieb'],
      [DEMO.designer, 'GzD bereit für Versand'],
      [DEMO.franchisee, 'Erstellung GzD durch Graphikerin'],
      [user.email, 'Prüfung Rohdaten durch Franchiser'],
      [user.email, 'Bearbeitung durch Betrieb'],
      [DEMO.franchisee, 'Warte auf Zusage'],
    ];
    for (const [index, [username, state]] of expected.entries()) {
      assert.ok(
        steps[index]?.includes(username) && steps[index].endsWith(state),
        `history step ${index + 1}: ${steps[index]} (expected ${username} → ${state})`,
      );
    }
    await page.close();
  });

  it('shows the list and the detail in English and refuses a voucher of another company', async () => {
    // A company of its own with a voucher, its user reading in English, and another company's
    // voucher.
    const { company, user } = await newCompanyUser();
    await newVoucher({ companyId: company.id });
    const other = await newCompany();
    const foreign = await newVoucher({ companyId: other.id });
    await preferLocale(user, 'en-US');
    const { page } = await openPage();
    await page.setViewportSize(PHONE);
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/vouchers`);
    await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await page.getByRole('list', { name: 'Vouchers per state' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Responsible user' }).count(), 0);
    await expectAccessible(page, 'the English voucher list at 390 px');
    await page.goto(`${portalUrl}/dashboard/vouchers/${foreign.id}`);
    await page.getByText('You are not allowed to view this voucher.').waitFor();
    await page.close();
  });
});
