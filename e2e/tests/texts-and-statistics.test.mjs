import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BookletState, Role } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { apiAs } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompany,
  newCompanyUser,
  newStaffUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { placeOrder } from '../support/orders.mjs';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}

/** A block the website reads, as it is now, to be put back after a test changed it. */
async function textBlockToRestore(franchisee, canonical) {
  const blocks = await franchisee.get('text-block');
  const block = blocks.find((entry) => entry.canonical === canonical && entry.locale === 'de-CH');
  assert.ok(block, `the text block ${canonical}`);
  return {
    block,
    restore: () =>
      franchisee.put(`text-block/${block.id}`, {
        canonical: block.canonical,
        text: block.text,
        internalNotes: block.internalNotes,
        locale: block.locale,
      }),
  };
}

describe('text blocks, statistics and the profile address', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('lets a franchisee edit the legal notice with a live preview and see it on /legal-notice', async () => {
    // The website has one legal notice: the test puts back the text it found.
    const franchisee = await apiAs(DEMO.franchisee);
    const { restore } = await textBlockToRestore(franchisee, 'legal-notice');
    const { page } = await openPage();
    try {
      await logInAs(page, DEMO.franchisee);
      await page.goto(`${portalUrl}/dashboard/text-blocks`);
      await page.getByRole('heading', { level: 1, name: 'Text-Blöcke' }).waitFor();
      const table = page.getByRole('table', { name: 'Text-Blöcke' });
      await table.getByRole('link').first().waitFor();
      await page.getByText('Alle Text-Blöcke der Website sind erfasst.').waitFor();
      await expectAccessible(page, 'the text-block list');

      // The search narrows the list and stays in the URL; other tests' blocks (their regions'
      // intros) may fill the list's first page.
      const search = page.getByRole('searchbox', { name: 'Suche (Kennung, Text, Notizen)' });
      await search.fill('legal-notice');
      await page.waitForURL(/search=legal-notice/);
      await table.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
      // The German and the English version are both read on /legal-notice.
      assert.equal(await table.getByRole('link', { name: '/legal-notice' }).count(), 2);
      await table.getByRole('link', { name: 'legal-notice (English)', exact: true }).waitFor();
      await search.fill('handelsregister');
      await page.waitForURL(/search=handelsregister/);
      await table.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
      assert.equal(await table.getByRole('link', { name: 'home', exact: true }).count(), 0);

      await table.getByRole('link', { name: 'legal-notice', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'legal-notice' }).waitFor();
      const form = page.getByRole('form', { name: 'Text-Block' });
      await form.getByRole('button', { name: 'Bearbeiten' }).click();
      const stamp = uniqueTag();
      await form
        .getByRole('textbox', { name: 'Text' })
        .fill(`Gutscheinbuch Test AG ${stamp}\nSchreiben Sie an recht@gutscheinbuch.ch`);
      const preview = form.getByRole('region', {
        name: 'Vorschau, wie die Website den Text zeigt',
      });
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
    } finally {
      await restore();
      await page.close();
    }
  });

  it('lists a text block the website reads but nobody created, and creates it from there', async () => {
    // The contact page's block under another name: the canonical the website reads is missing.
    // The website has one contact page: the test puts back the block it found.
    const franchisee = await apiAs(DEMO.franchisee);
    const { block: contact, restore } = await textBlockToRestore(franchisee, 'contact');
    await franchisee.put(`text-block/${contact.id}`, {
      canonical: `contact-old-${uniqueTag()}`,
      text: contact.text,
      internalNotes: contact.internalNotes,
      locale: contact.locale,
    });
    const { page } = await openPage();
    try {
      await logInAs(page, DEMO.franchisee);
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
      const created = (await franchisee.get('text-block')).find(
        (block) => block.canonical === 'contact' && block.id !== contact.id,
      );
      if (created) {
        await franchisee.put(`text-block/${created.id}`, {
          canonical: `contact-new-${uniqueTag()}`,
          text: created.text,
          internalNotes: created.internalNotes,
          locale: created.locale,
        });
      }
      await restore();
      await page.close();
    }
  });

  it("switches between a block's language versions and creates the English one by keyboard", async () => {
    const franchisee = await apiAs(DEMO.franchisee);
    const canonical = `languages-${uniqueTag()}`;
    const german = await franchisee.post('text-block', {
      canonical,
      text: 'Herbstaktion in allen Regionen',
      internalNotes: '',
    });
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
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

  it("shows a season's statistics as charts with their tables, and another year on request", async () => {
    // A region of its own with this year's booklet, a voucher and an order in it, and last
    // year's booklet (archived, so Home does not show it) with a voucher of its own.
    const { booklet, region, name } = await newBooklet({ qtyPrinted: 3000 });
    const { year } = booklet;
    const company = await newCompany();
    await newVoucher({ companyId: company.id, bookletId: booklet.id });
    const lastSeason = await newBooklet({
      regionId: region.id,
      year: year - 1,
      state: BookletState.Archived,
    });
    await newVoucher({ companyId: company.id, bookletId: lastSeason.booklet.id });
    await placeOrder(booklet, `statistik.${uniqueTag()}@example.ch`, 3);
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
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
    const row = printed.getByRole('row').filter({
      has: page.getByRole('rowheader', { name, exact: true }),
    });
    await row.waitFor();
    assert.deepEqual(await row.getByRole('cell').allTextContents(), ['3000', '3']);
    const perDay = page.getByRole('table', { name: 'Bestellungen pro Tag (Website)' });
    assert.ok((await perDay.getByRole('row').count()) >= 2, 'a day with orders');
    const states = page.getByRole('table', { name: 'Gutscheine nach Status' });
    await states.getByRole('rowheader', { name, exact: true }).waitFor();
    await expectAccessible(page, 'the statistics');

    // Last year's season: its own booklets and figures.
    await page.getByRole('combobox', { name: 'Jahr' }).click();
    await page.getByRole('option', { name: String(year - 1) }).click();
    await page.waitForURL(new RegExp(`year=${year - 1}`));
    await page.getByRole('heading', { name: `Total ${year - 1}` }).waitFor();
    const statesAfter = page.getByRole('table', { name: 'Gutscheine nach Status' });
    await statesAfter.getByRole('rowheader', { name: lastSeason.name, exact: true }).waitFor();
    assert.equal(
      await statesAfter.getByRole('rowheader', { name: new RegExp(`${year}$`) }).count(),
      0,
    );
    await page.close();
  });

  it('works at 390 px without sideways scrolling, and in English', async () => {
    // The franchisee's language changes: a franchisee of its own.
    const franchisee = await newStaffUser(Role.Franchisee);
    const { page } = await openPage();
    await logInAs(page, franchisee);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${portalUrl}/dashboard/statistics`);
    await page.getByRole('table', { name: 'Gedruckt und verkauft' }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'statistics at 390 px');
    await page.goto(`${portalUrl}/dashboard/text-blocks?search=legal-notice`);
    await page.getByRole('link', { name: 'legal-notice', exact: true }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'text blocks at 390 px');
    await preferLocale(franchisee, 'en-US');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${portalUrl}/dashboard/statistics`);
    await page.getByRole('table', { name: 'Printed and sold' }).waitFor();
    await expectAccessible(page, 'the statistics in English');
    await page.close();
  });

  it('saves every field of the profile address form', async () => {
    const { user } = await newCompanyUser();
    const { page } = await openPage();
    await logInAs(page, user);
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
    const saved = (await user.api.get(`user/${user.id}`)).address;
    assert.deepEqual(
      {
        salutation: saved.salutation,
        company: saved.company,
        firstname: saved.firstname,
        lastname: saved.lastname,
        street: saved.street,
        addressAddition: saved.addressAddition,
        zip: saved.zip,
        city: saved.city,
        email: saved.email,
        email2: saved.email2,
        phone: saved.phone,
        homepage: saved.homepage,
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
