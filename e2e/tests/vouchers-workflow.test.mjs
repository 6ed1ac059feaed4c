import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeMail, mailsOfKind, mailsOfKindWhenWritten } from '../support/accounts.mjs';
import { scrollsSideways, seriousAxeViolations } from '../support/axe.mjs';
import { apiLogin, loginAs, startLoggedOut, userIdOf } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SUCCESS = 'Status wurde erfolgreich geändert';

async function apiCall(token, method, path, body) {
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

/** The demo company whose user is company@demo.ch, by name. */
async function demoCompanyName() {
  const company = await apiLogin('company@demo.ch');
  const user = await apiCall(company.token, 'GET', `user/${userIdOf(company.token)}`);
  const franchisee = await apiLogin('franchisee@demo.ch');
  const companies = await apiCall(franchisee.token, 'GET', 'company');
  return companies.find((entry) => entry.id === user.companyId).name;
}

async function openVoucherAs(page, username, voucherId) {
  await loginAs(page, username);
  await page.goto(`${portalUrl}/dashboard/vouchers/${voucherId}`);
  await page.getByRole('heading', { level: 1, name: 'Gutschein' }).waitFor();
}

/** Takes a named step by its button and waits for the success toast. */
async function takeStep(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByText(SUCCESS).first().waitFor();
  await page.getByText(SUCCESS).first().waitFor({ state: 'detached', timeout: 15_000 });
}

async function expectAccessible(page, where) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe-core on ${where}`);
  assert.equal(await scrollsSideways(page), false, `${where} scrolls sideways`);
}

describe('the voucher workflow', { skip: skipReason }, () => {
  const openPage = useBrowser();

  /** A page whose requests stay on this machine: the map's swisstopo tiles are refused. */
  async function openPageOffline() {
    const opened = await openPage();
    const portalHost = new URL(portalUrl).host;
    await opened.page.route(
      (url) => url.host !== portalHost,
      (route) => route.abort('internetdisconnected'),
    );
    return opened;
  }

  it('takes a voucher from creation to locked print data, each step by its role, with its history', async () => {
    const companyName = await demoCompanyName();
    const offer = `Zwei Glacen, eine bezahlt ${Date.now()}`;
    const { page } = await openPageOffline();
    await page.setViewportSize(DESKTOP);

    // The franchisee creates the voucher and requests the company's approval.
    await loginAs(page, 'franchisee@demo.ch');
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
    const approvalMails = mailsOfKind('voucher-approval').length;
    await takeStep(page, 'Zusage anfragen');

    // The company opens the mailed link and lands logged in on its voucher.
    const mails = await mailsOfKindWhenWritten('voucher-approval', approvalMails + 1);
    const link = mails
      .map(decodeMail)
      .map((mail) => mail.match(/https?:\/\/\S+\/dashboard\/vouchers\/(\d+)\?loginHash=[\w-]+/))
      .find((found) => found && Number(found[1]) === voucherId)?.[0];
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
    const franchiseeTokens = await apiLogin('franchisee@demo.ch');
    const saved = await apiCall(franchiseeTokens.token, 'GET', `voucher/${voucherId}`);
    assert.equal(saved.address.city, 'Baden');
    assert.ok(saved.address.lon > 5.95 && saved.address.lon < 10.5, `lon ${saved.address.lon}`);
    assert.ok(saved.address.lat > 45.81 && saved.address.lat < 47.81, `lat ${saved.address.lat}`);
    await takeStep(page, 'Dateneingabe abschliessen');

    // The franchisee releases it for the graphic designer.
    await page.setViewportSize(DESKTOP);
    await openVoucherAs(page, 'franchisee@demo.ch', voucherId);
    await takeStep(page, 'Freigeben für Graphikerin');

    // The designer marks the good-for-printing ready for shipment.
    await openVoucherAs(page, 'designer@demo.ch', voucherId);
    await takeStep(page, 'Bereit für Versand');

    // The franchisee sends the good-for-printing to the company.
    await openVoucherAs(page, 'franchisee@demo.ch', voucherId);
    await takeStep(page, 'GzD an Betrieb senden');

    // The company accepts it, with the terms, by keyboard.
    await page.setViewportSize(PHONE);
    await openVoucherAs(page, 'company@demo.ch', voucherId);
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
    await openVoucherAs(page, 'franchisee@demo.ch', voucherId);
    await takeStep(page, 'Abschliessen / Sperren');
    await page.getByText('Sie können den Status jetzt nicht ändern').waitFor();

    // The history names every step and who took it, newest first.
    const history = page.getByRole('list', { name: 'Verlauf' });
    await history.getByText('Definitiv / Gesperrt').waitFor();
    const steps = await history.getByRole('listitem').allTextContents();
    const expected = [
      ['franchisee@demo.ch', 'Definitiv / Gesperrt'],
      ['company@demo.ch', 'Prüfung GzD durch Franchiser'],
      ['franchisee@demo.ch', 'Prüfung GzD durch Betrieb'],
      ['designer@demo.ch', 'GzD bereit für Versand'],
      ['franchisee@demo.ch', 'Erstellung GzD durch Graphikerin'],
      ['company@demo.ch', 'Prüfung Rohdaten durch Franchiser'],
      ['company@demo.ch', 'Bearbeitung durch Betrieb'],
      ['franchisee@demo.ch', 'Warte auf Zusage'],
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
    const { page } = await openPageOffline();
    await page.setViewportSize(PHONE);
    const company2 = await apiLogin('company2@demo.ch');
    const ownList = await apiCall(company2.token, 'GET', 'voucher?pageSize=5');
    const company = await apiLogin('company@demo.ch');
    const companyId = userIdOf(company.token);
    await apiCall(company.token, 'PUT', `user/${companyId}/locale`, { preferredLocale: 'en-US' });
    try {
      await loginAs(page, 'company@demo.ch');
      await page.goto(`${portalUrl}/dashboard/vouchers`);
      await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
      await page.getByRole('list', { name: 'Vouchers per state' }).waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Responsible user' }).count(), 0);
      await expectAccessible(page, 'the English voucher list at 390 px');
      const foreign = ownList.items[0];
      assert.ok(foreign, 'company2 has a voucher');
      await page.goto(`${portalUrl}/dashboard/vouchers/${foreign.id}`);
      await page.getByText('You are not allowed to view this voucher.').waitFor();
    } finally {
      await apiCall(company.token, 'PUT', `user/${companyId}/locale`, { preferredLocale: 'de-CH' });
    }
    await page.close();
  });
});
