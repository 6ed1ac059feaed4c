import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { currentBookletYear } from '@gb/contracts';

import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { apiLogin, loginAs, startLoggedOut, userIdOf } from '../support/login.mjs';
import { orderableBooklets, placeOrder } from '../support/orders.mjs';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}

async function api(token, method, path, body) {
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

describe('text blocks, statistics and the profile address', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('lets a franchisee edit the legal notice with a live preview and see it on /legal-notice', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/dashboard/text-blocks`);
    await page.getByRole('heading', { level: 1, name: 'Text-Blöcke' }).waitFor();
    const table = page.getByRole('table', { name: 'Text-Blöcke' });
    await table.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
    // The German and the English version are both read on /legal-notice.
    assert.equal(await table.getByRole('link', { name: '/legal-notice' }).count(), 2);
    await table.getByRole('link', { name: 'legal-notice (English)', exact: true }).waitFor();
    await page.getByText('Alle Text-Blöcke der Website sind erfasst.').waitFor();
    await expectAccessible(page, 'the text-block list');

    // The search narrows the list and stays in the URL.
    await page
      .getByRole('searchbox', { name: 'Suche (Kennung, Text, Notizen)' })
      .fill('handelsregister');
    await page.waitForURL(/search=handelsregister/);
    await table.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
    assert.equal(await table.getByRole('link', { name: 'home', exact: true }).count(), 0);

    await table.getByRole('link', { name: 'legal-notice', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'legal-notice' }).waitFor();
    const form = page.getByRole('form', { name: 'Text-Block' });
    await form.getByRole('button', { name: 'Bearbeiten' }).click();
    const stamp = Date.now();
    await form
      .getByRole('textbox', { name: 'Text' })
      .fill(`Gutscheinbuch Test AG ${stamp}\nSchreiben Sie an recht@gutscheinbuch.ch`);
    const preview = form.getByRole('region', { name: 'Vorschau, wie die Website den Text zeigt' });
    await preview.locator('p', { hasText: `Gutscheinbuch Test AG ${stamp}` }).waitFor();
    await preview.getByRole('link', { name: 'recht@gutscheinbuch.ch' }).waitFor();
    await form.getByRole('textbox', { name: 'Interne Notizen' }).fill(`Notiz ${stamp}`);
    await expectAccessible(page, 'the text-block form');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert').first().waitFor();

    await page.getByRole('link', { name: '/legal-notice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    const main = page.getByRole('main');
    await main.locator('p', { hasText: `Gutscheinbuch Test AG ${stamp}` }).waitFor();
    await main.getByRole('link', { name: 'recht@gutscheinbuch.ch' }).waitFor();
    // A visitor in another browser reads the new text at once, never the notes.
    const visitor = await apiGet('text-block?canonical=legal-notice');
    assert.match(visitor.text, new RegExp(`Gutscheinbuch Test AG ${stamp}`));
    assert.equal(visitor.internalNotes, undefined);
    await page.close();
  });

  it('lists a text block the website reads but nobody created, and creates it from there', async () => {
    const franchisee = (await apiLogin('franchisee@demo.ch')).token;
    const blocks = await api(franchisee, 'GET', 'text-block');
    const contact = blocks.find((block) => block.canonical === 'contact');
    // The contact page's block under another name: the canonical the website reads is missing.
    await api(franchisee, 'PUT', `text-block/${contact.id}`, {
      ...contact,
      canonical: 'contact-old',
    });
    const { page } = await openPage();
    try {
      await loginAs(page, 'franchisee@demo.ch');
      await page.goto(`${portalUrl}/dashboard/text-blocks`);
      await page.getByText(/Solange es keinen Text-Block dazu gibt/).waitFor();
      await page.getByRole('button', { name: '«contact» erstellen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Text-Block erstellen' });
      assert.equal(await dialog.getByRole('textbox', { name: /Kennung/ }).inputValue(), 'contact');
      await dialog.getByRole('textbox', { name: 'Text' }).fill('Neue Kontaktseite');
      await dialog.getByRole('button', { name: 'Text-Block erstellen' }).click();
      await page.getByRole('heading', { level: 1, name: 'contact' }).waitFor();
      await page.goto(`${portalUrl}/contact`);
      await page.getByRole('main').getByText('Neue Kontaktseite').waitFor();
    } finally {
      const created = (await api(franchisee, 'GET', 'text-block')).find(
        (block) => block.canonical === 'contact',
      );
      if (created)
        await api(franchisee, 'PUT', `text-block/${created.id}`, {
          ...created,
          canonical: 'contact-new',
        });
      await api(franchisee, 'PUT', `text-block/${contact.id}`, contact);
      await page.close();
    }
  });

  it("switches between a block's language versions and creates the English one by keyboard", async () => {
    const franchisee = (await apiLogin('franchisee@demo.ch')).token;
    const canonical = `languages-${Date.now()}`;
    const german = await api(franchisee, 'POST', 'text-block', {
      canonical,
      text: 'Herbstaktion in allen Regionen',
      internalNotes: '',
    });
    const { page } = await openPage();
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/dashboard/text-blocks/${german.id}`);
    await page.getByRole('heading', { level: 1, name: `${canonical} (Deutsch)` }).waitFor();
    const versions = page.getByRole('navigation', { name: 'Sprachversionen' });
    assert.equal(
      await versions.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current'),
      'page',
    );
    await page.getByText(/zeigt die Website Besuchern dieser Sprache den deutschen Text/).waitFor();
    await expectAccessible(page, 'the language versions of a text block');

    // By keyboard: the button opens the form with the German text to translate.
    await versions.getByRole('button', { name: 'Version «English» erstellen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Version «English» erstellen' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    assert.equal(await text.inputValue(), 'Herbstaktion in allen Regionen');
    await dialog.getByText(`Kennung: ${canonical} (folgt dem deutschen Text-Block)`).waitFor();
    await text.fill('Autumn offers in every region');
    await dialog.getByRole('button', { name: 'Text-Block erstellen' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: `${canonical} (English)` }).waitFor();
    assert.equal(
      await versions.getByRole('link', { name: 'English' }).getAttribute('aria-current'),
      'page',
    );
    await expectAccessible(page, 'an English text block');
    const english = await apiGet(`text-block?canonical=${canonical}&locale=en-US`);
    assert.equal(english.text, 'Autumn offers in every region');
    assert.equal(english.locale, 'en-US');

    await versions.getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: `${canonical} (Deutsch)` }).waitFor();
    await page.goto(`${portalUrl}/dashboard/text-blocks?search=${canonical}`);
    const table = page.getByRole('table', { name: 'Text-Blöcke' });
    await table.getByRole('link', { name: `${canonical} (English)` }).waitFor();
    await table.getByRole('link', { name: canonical, exact: true }).waitFor();
    await page.close();
  });

  it('shows the statistics of the demo season as charts with their tables, and another year on request', async () => {
    const year = currentBookletYear(new Date());
    const [booklet] = (await orderableBooklets()).filter((candidate) => candidate.year === year);
    assert.ok(booklet, 'an orderable booklet of the current year');
    await placeOrder(booklet, 'statistik@demo.ch', 3);
    const { page } = await openPage();
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/dashboard/statistics`);
    await page.getByRole('heading', { level: 1, name: 'Statistik' }).waitFor();
    await page.getByRole('heading', { name: `Total ${year}` }).waitFor();
    for (const title of [
      'Gutscheine nach Status',
      'Bestellungen pro Tag (Website)',
      'Gedruckt und verkauft',
    ]) {
      await page
        .getByRole('img', { name: `${title} (Diagramm; die Zahlen stehen in der Tabelle daneben)` })
        .waitFor();
      await page.getByRole('table', { name: title }).waitFor();
    }
    const printed = page.getByRole('table', { name: 'Gedruckt und verkauft' });
    const row = printed.getByRole('row', { name: new RegExp(`^${booklet.regionName} ${year}`) });
    assert.equal(await row.getByRole('cell').first().textContent(), '3000');
    const perDay = page.getByRole('table', { name: 'Bestellungen pro Tag (Website)' });
    assert.ok((await perDay.getByRole('row').count()) >= 2, 'a day with orders');
    const statesBefore = await page
      .getByRole('table', { name: 'Gutscheine nach Status' })
      .getByRole('row')
      .count();
    assert.ok(statesBefore > 2, 'the current booklets');
    await expectAccessible(page, 'the statistics');

    // Last year's season: its own booklets and figures.
    await page.getByRole('combobox', { name: 'Jahr' }).click();
    await page.getByRole('option', { name: String(year - 1) }).click();
    await page.waitForURL(new RegExp(`year=${year - 1}`));
    await page.getByRole('heading', { name: `Total ${year - 1}` }).waitFor();
    const statesAfter = page.getByRole('table', { name: 'Gutscheine nach Status' });
    await statesAfter
      .getByRole('rowheader', { name: new RegExp(`${year - 1}$`) })
      .first()
      .waitFor();
    assert.equal(
      await statesAfter.getByRole('rowheader', { name: new RegExp(`${year}$`) }).count(),
      0,
    );
    await page.close();
  });

  it('works at 390 px without sideways scrolling, and in English', async () => {
    const { page } = await openPage();
    const tokens = await loginAs(page, 'franchisee@demo.ch');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${portalUrl}/dashboard/statistics`);
    await page.getByRole('table', { name: 'Gedruckt und verkauft' }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'statistics at 390 px');
    await page.goto(`${portalUrl}/dashboard/text-blocks`);
    await page.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'text blocks at 390 px');
    const userId = userIdOf(tokens.token);
    await api(tokens.token, 'PUT', `user/${userId}/locale`, { preferredLocale: 'en-US' });
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${portalUrl}/dashboard/statistics`);
      await page.getByRole('table', { name: 'Printed and sold' }).waitFor();
      await expectAccessible(page, 'the statistics in English');
    } finally {
      await api(tokens.token, 'PUT', `user/${userId}/locale`, { preferredLocale: 'de-CH' });
    }
    await page.close();
  });

  it('saves every field of the profile address form', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    const tokens = await loginAs(page, 'company2@demo.ch');
    await page.goto(`${portalUrl}/`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profil' });
    const form = dialog.getByRole('form', { name: 'Adresse' });
    await form.getByRole('button', { name: 'Bearbeiten' }).click();
    const address = {
      Anrede: 'Frau',
      Firma: 'Café Seeblick',
      Vorname: 'Vera',
      Nachname: 'Muster',
      Strasse: 'Seestrasse 5',
      Adresszusatz: 'Postfach 12',
      PLZ: '6300',
      Ort: 'Zug',
      'E-mail': 'vera@seeblick.ch',
      'E-mail 2': 'buchhaltung@seeblick.ch',
      Telefon: '041 711 22 33',
      Homepage: 'https://seeblick.ch',
    };
    for (const [label, value] of Object.entries(address)) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByRole('button', { name: 'Bearbeiten' }).waitFor();
    const user = await api(tokens.token, 'GET', `user/${userIdOf(tokens.token)}`);
    assert.deepEqual(
      {
        salutation: user.address.salutation,
        company: user.address.company,
        firstname: user.address.firstname,
        lastname: user.address.lastname,
        street: user.address.street,
        addressAddition: user.address.addressAddition,
        zip: user.address.zip,
        city: user.address.city,
        email: user.address.email,
        email2: user.address.email2,
        phone: user.address.phone,
        homepage: user.address.homepage,
      },
      {
        salutation: 'Frau',
        company: 'Café Seeblick',
        firstname: 'Vera',
        lastname: 'Muster',
        street: 'Seestrasse 5',
        addressAddition: 'Postfach 12',
        zip: '6300',
        city: 'Zug',
        email: 'vera@seeblick.ch',
        email2: 'buchhaltung@seeblick.ch',
        phone: '041 711 22 33',
        homepage: 'https://seeblick.ch',
      },
    );
    await page.close();
  });
});
