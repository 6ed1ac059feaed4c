import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';

import { bookletBadge, BookletState, Role } from '@gb/contracts';
import { catalogues } from '@gb/contracts/messages/catalogues';
import { DEMO } from '@gb/test-kit';

import { apiAs } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { forgetCachedResponses, logInAs } from '../support/dashboard-session.mjs';
import {
  day,
  newBooklet,
  newCompany,
  newRegion,
  newStaffUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { solidPng } from '../support/png.mjs';
import { newRegionBooklet } from '../support/storefront-data.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

// The booklet's aspect ratio (2362:3307), in the brand colour.
const COVER = {
  name: 'titelbild.png',
  mimeType: 'image/png',
  buffer: solidPng(236, 331, [215, 0, 35]),
};

/** A region of its own with this year's published booklet holding two Created vouchers. */
async function seasonToClone() {
  const season = await newBooklet({ regionName: `Seetal Süd ${uniqueTag()}` });
  const company = await newCompany();
  for (const offerShort of ['Zwei Pizzen, eine bezahlt', 'Zwei Glace, eine bezahlt']) {
    await newVoucher({ companyId: company.id, bookletId: season.booklet.id, offerShort });
  }
  return { ...season, year: season.booklet.year };
}

/** The width and height a PNG's header gives. */
const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

async function expectAccessible(page, what, within = 'main') {
  assert.deepEqual(await seriousAxeViolations(page, within), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
}

describe('the booklets dashboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('lets a franchisee clone a booklet to next year, add a cover, publish it, see it on Home and move its vouchers', async () => {
    const { region, booklet, year } = await seasonToClone();
    const nextYear = year + 1;
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/booklets?region=${region.id}`);
    await page.getByRole('heading', { level: 1, name: 'Booklets' }).waitFor();
    const table = page.getByRole('table', { name: 'Booklets' });
    await table.getByRole('link', { name: `${region.name} ${year}` }).waitFor();
    assert.equal(await table.getByRole('row').count(), 2, 'the region filter from the URL');
    await expectAccessible(page, 'the booklet list');

    // By keyboard: the clone button opens the confirmation, which says what is copied.
    const clone = page.getByRole('button', {
      name: `Ins nächste Jahr kopieren: ${region.name} ${year}`,
    });
    await clone.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`${region.name} ${year} nach ${nextYear} kopieren?`).waitFor();
    await dialog
      .getByText(/Kopiert werden 2 Gutscheine \(ohne abgesagte und gelöschte\)/)
      .waitFor();
    await expectAccessible(page, 'the clone confirmation', '[role=alertdialog]');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: `${region.name} ${nextYear}` }).waitFor();
    await page.getByText(`Booklet ${region.name} ${nextYear} wurde erstellt`).waitFor();
    assert.equal(await page.getByTestId('booklet-state').textContent(), 'Entwurf');
    const vouchers = page.getByRole('table', { name: 'Gutscheine des Booklets' });
    await vouchers.getByRole('link', { name: /.+/ }).first().waitFor();
    assert.equal(await vouchers.getByText('Erstellt', { exact: true }).count(), 2);
    await expectAccessible(page, 'the booklet page');

    // The cover, through the platform's upload dialog.
    const coverCard = page.getByRole('region', { name: 'Titelbild' });
    await coverCard.getByRole('button', { name: 'Hochladen' }).click();
    await page.locator('input[type=file]').setInputFiles(COVER);
    await coverCard.getByRole('img', { name: /Vorschau/ }).waitFor();

    // Published after the confirmation.
    await page.getByRole('button', { name: 'Status auf «Veröffentlicht» setzen' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Status auf «Veröffentlicht» setzen' })
      .click();
    await page.getByText('Status wurde erfolgreich geändert').first().waitFor();
    await page.getByTestId('booklet-state').getByText('Veröffentlicht').waitFor();

    // All cloned vouchers to "waiting for approval", with the count named before and after.
    const move = page.getByRole('button', {
      name: 'Alle «Erstellt» auf «Warte auf Zusage» setzen (2)',
    });
    await move.click();
    await page
      .getByRole('alertdialog')
      .getByText(/^2 Gutscheine wechseln von «Erstellt» zu «Warte auf Zusage»/)
      .waitFor();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Alle «Erstellt» auf «Warte auf Zusage» setzen' })
      .click();
    await page.getByText('2 Gutscheine verschoben').waitFor();
    await vouchers.getByText('Warte auf Zusage').first().waitFor();
    assert.equal(await vouchers.getByText('Warte auf Zusage', { exact: true }).count(), 2);

    // Home shows the new booklet at once, with its cover and badge.
    // The api drops its public list at the save; this browser may still hold the list it read
    // before for up to the list's max-age (10 s), as any visitor's would: start from an empty cache.
    await forgetCachedResponses(page);
    await page.goto(`${portalUrl}/`);
    const card = page.getByRole('article', { name: `${region.name} ${nextYear}` });
    await card.waitFor();
    await card.getByRole('img', { name: `Titelbild ${region.name} ${nextYear}` }).waitFor();
    const plusOneYear = (iso) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
    const badge = bookletBadge(
      {
        state: BookletState.Published,
        orderFromDate: plusOneYear(booklet.orderFromDate),
        preOrderFromDate: plusOneYear(booklet.preOrderFromDate),
      },
      new Date(),
    );
    const badgeKey = { soldOut: 'badgeSoldOut', preOrder: 'badgePreOrder', order: 'badgeOrder' }[
      badge
    ];
    // Before its pre-order date a booklet may not be ordered yet and shows no badge.
    if (badgeKey) await card.getByText(catalogues['de-CH'].booklet[badgeKey]).waitFor();
    else assert.equal(await card.getByRole('button').count(), 1, 'only the cover, no badge');
    await page.close();
  });

  it("shows a Draft booklet's cover, which only staff may see, and downloads it", async () => {
    const region = await newRegion();
    // A Draft before its pre-order date: visitors may not see it.
    const draft = await newRegionBooklet(region, {
      state: BookletState.Draft,
      preOrderFromDate: day(20),
      orderFromDate: day(40),
      cover: true,
    });
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/booklets/${draft.id}`);
    await page.getByRole('heading', { level: 1, name: draft.name }).waitFor();
    const coverCard = page.getByRole('region', { name: 'Titelbild' });
    const preview = coverCard.getByRole('img', { name: `Vorschau: Titelbild ${draft.name}` });
    await preview.waitFor();
    // Drawn, not a broken image: the api answers a Draft's cover only to a caller with a token.
    await page.waitForFunction(
      (image) => image.complete && image.naturalWidth > 0,
      await preview.elementHandle(),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      coverCard.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    assert.deepEqual(pngSize(bytes), [236, 330], 'the uploaded cover');
    await page.close();
  });

  it('works at 390 px without sideways scrolling, and in English', async () => {
    const { region, year } = await seasonToClone();
    // The franchisee's language changes: a franchisee of its own.
    const franchisee = await newStaffUser(Role.Franchisee);
    const { page } = await openPage();
    await logInAs(page, franchisee);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${portalUrl}/dashboard/booklets?region=${region.id}`);
    await page.getByRole('link', { name: `${region.name} ${year}` }).waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'list at 390 px');
    await page.getByRole('link', { name: `${region.name} ${year}` }).click();
    await page.getByRole('heading', { level: 1, name: `${region.name} ${year}` }).waitFor();
    await page.getByText('Zwei Pizzen, eine bezahlt').first().waitFor();
    assert.equal(await horizontalOverflow(page), 0, 'booklet page at 390 px');
    await expectAccessible(page, 'the booklet page at 390 px');

    await preferLocale(franchisee, 'en-US');
    await page.goto(`${portalUrl}/dashboard/booklets?region=${region.id}`);
    await page.getByRole('button', { name: `Copy to next year: ${region.name} ${year}` }).waitFor();
    await page.getByRole('button', { name: 'New booklet' }).waitFor();
    await expectAccessible(page, 'the booklet list in English');
    await page.close();
  });

  it('lets a franchisee edit the appointments, shown as paragraphs, and a designer only read them', async () => {
    // The appointments are one text for everybody: the test puts back the one it found.
    const franchisee = await apiAs(DEMO.franchisee);
    const [before] = await franchisee.get('appointment');
    const { page } = await openPage();
    try {
      await logInAs(page, DEMO.franchisee);
      await page.goto(`${portalUrl}/dashboard/appointments`);
      const form = page.getByRole('form', { name: 'Bearbeiten' });
      await form.getByRole('button', { name: 'Bearbeiten' }).click();
      const stamp = uniqueTag();
      await form
        .getByRole('textbox', { name: 'Termine' })
        .fill(`Druckabgabe ${stamp}\nVerkaufsstart 1. November`);
      await form.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Termine gespeichert').waitFor();
      const shown = page.getByTestId('appointment-text');
      await shown.locator('p', { hasText: `Druckabgabe ${stamp}` }).waitFor();
      await shown.locator('p', { hasText: 'Verkaufsstart 1. November' }).waitFor();
      await expectAccessible(page, 'the appointments');

      await logInAs(page, DEMO.designer);
      await page.goto(`${portalUrl}/dashboard/appointments`);
      await page.getByTestId('appointment-text').getByText(`Druckabgabe ${stamp}`).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Bearbeiten' }).count(), 0);
    } finally {
      await franchisee.put(`appointment/${before.id}`, { text: before.text });
      await page.close();
    }
  });
});
