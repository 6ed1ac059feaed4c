import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO, userIdOf } from '@gb/test-kit';

import { apiAs, upload } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { newBooklet, newCompanyUser, preferLocale, uniqueTag } from '../support/fixtures.mjs';
import { onePagePdf } from '../support/pdf.mjs';
import { solidPng } from '../support/png.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DESKTOP = { width: 1366, height: 900 };
const LARGE = {
  name: 'gesamt.png',
  mimeType: 'image/png',
  buffer: solidPng(1200, 2100, [215, 0, 35]),
};
const SMALL = {
  name: 'klein.png',
  mimeType: 'image/png',
  buffer: solidPng(300, 400, [0, 120, 60]),
};
/** One byte beyond the portal's upload limit (10 MB). */
const TOO_LARGE = {
  name: 'riesig.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 7),
};

/** Stores a proof through the api's upload, as the designer does (a form, not JSON). */
function uploadProof(designer, voucherId, bytes, filename = 'gzd.png', type = 'image/png') {
  return upload(designer, `voucher/${voucherId}/proof`, 'Proof', bytes, { filename, type });
}

/** A voucher of the company (in the booklet, if given) with the franchisee responsible for it. */
async function voucherOf(companyId, offerShort, bookletId) {
  const franchisee = await apiAs(DEMO.franchisee);
  return franchisee.post('voucher', {
    companyId,
    responsibleUserId: userIdOf(franchisee.token),
    voucherCategoryId: null,
    offerShort: `${offerShort} ${uniqueTag()}`,
    bookletId,
  });
}

/** A voucher of the company in Draft, so that the company edits its images. */
async function draftVoucherOf(companyId, offerShort) {
  const voucher = await voucherOf(companyId, offerShort);
  const franchisee = await apiAs(DEMO.franchisee);
  await franchisee.patch(`voucher/${voucher.id}`, {
    newVoucherStateClass: 'Draft',
    action: 'editWithoutApproval',
  });
  return voucher;
}

describe('voucher images and the print proof', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('uploads an image with a progress bar, replaces and deletes it, and refuses a file beyond the limit', async () => {
    const { company, user } = await newCompanyUser();
    const { id: voucherId } = await draftVoucherOf(company.id, 'Zwei Kaffees, einer bezahlt');
    const { page } = await openPage();
    await page.setViewportSize(DESKTOP);
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/vouchers/${voucherId}`);
    const images = page.getByRole('region', { name: 'Bilder' });
    const complete = images.getByRole('group', { name: 'Gesamtbild' });
    await complete.getByRole('button', { name: 'Hochladen' }).waitFor();

    // The upload is held a moment on its way, so its line and progress bar can be seen.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(`**/api/v1/voucher/${voucherId}/complete-image`, async (route) => {
      await held;
      await route.continue();
    });
    await complete.getByRole('button', { name: 'Hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gesamtbild' });
    await dialog.getByLabel('Dateien auswählen').setInputFiles(LARGE);
    await dialog.getByRole('progressbar', { name: 'gesamt.png' }).waitFor();
    assert.ok(await dialog.getByRole('progressbar', { name: 'gesamt.png' }).isVisible());
    release();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute(`**/api/v1/voucher/${voucherId}/complete-image`);
    await complete.getByRole('img', { name: 'Vorschau: Gesamtbild' }).waitFor();
    const row = images.locator('[data-image-row="complete-image"]');
    await row.getByText('1200 × 2100 px').waitFor();
    assert.equal(await row.locator('[data-hint]').count(), 0, 'a large png has no hint');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the image rows');

    // Replacing it with a small image shows the catalogue's hint under the row.
    await complete.getByRole('button', { name: 'Ersetzen' }).click();
    await page
      .getByRole('dialog', { name: 'Gesamtbild' })
      .getByLabel('Dateien auswählen')
      .setInputFiles(SMALL);
    await row.getByText('300 × 400 px').waitFor();
    await row
      .getByText('Das Bild ist kleiner als empfohlen: mindestens 2100 px hoch und 1200 px breit')
      .waitFor();

    // Deleting asks first, then the row offers the upload again.
    await complete.getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bitte bestätigen' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await complete.getByRole('button', { name: 'Hochladen' }).waitFor();
    assert.equal(await complete.getByRole('img').count(), 0);

    // A file beyond the upload limit stays in the dialog, marked with the 413 message.
    const front = images.getByRole('group', { name: 'Vorderseite' });
    await front.getByRole('button', { name: 'Hochladen' }).click();
    const frontDialog = page.getByRole('dialog', { name: 'Vorderseite' });
    await frontDialog.getByLabel('Dateien auswählen').setInputFiles(TOO_LARGE);
    await frontDialog
      .getByRole('alert')
      .getByText('Die Datei ist zu gross zum Hochladen')
      .waitFor({ timeout: 30_000 });
    await frontDialog.getByRole('button', { name: 'Schliessen' }).click();
    const stored = await user.api.get(`voucher/${voucherId}`);
    assert.equal(stored.frontImageAttachmentId, null);
    assert.equal(stored.completeImageAttachmentId, null);
    await page.close();
  });

  it("lets the company approve this year's proof beside last year's, and keeps the record", async () => {
    // A booklet and a company of its own: the clone copies only this test's voucher.
    const { booklet } = await newBooklet();
    const { company, user } = await newCompanyUser();
    const franchisee = await apiAs(DEMO.franchisee);
    const designer = await apiAs(DEMO.designer);
    const lastYear = await voucherOf(company.id, 'Zwei Pizzas, eine bezahlt', booklet.id);
    await uploadProof(designer, lastYear.id, solidPng(300, 420, [0, 90, 200]));

    // The booklet's clone copies the voucher for the next season, naming where it came from.
    const clone = await franchisee.post(`booklet/${booklet.id}/clone`, { year: booklet.year + 1 });
    const copies = await franchisee.get(`booklet/${clone.id}/voucher`);
    const thisYear = copies.find((copy) => copy.copiedFromVoucherId === lastYear.id);
    assert.ok(thisYear, 'the clone copied the voucher');
    await uploadProof(designer, thisYear.id, solidPng(300, 420, [230, 160, 0]));
    const steps = [
      [franchisee, 'WaitingForApproval'],
      [user.api, 'ApprovedCompany'],
      [franchisee, 'ApprovedVoucherResponsibleUser'],
      [designer, 'GoodForPrintingInProgress'],
      [franchisee, 'GoodForPrintingCreated'],
    ];
    for (const [who, state] of steps) {
      await who.patch(`voucher/${thisYear.id}`, { newVoucherStateClass: state });
    }

    const { page } = await openPage();
    await page.setViewportSize(DESKTOP);
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/vouchers/${thisYear.id}`);
    const card = page.getByRole('region', { name: 'GzD (Gut zum Druck)' });
    const comparison = card.getByRole('group', { name: 'Vergleich mit dem Vorjahr' });
    await comparison.getByRole('img', { name: 'Dieses Jahr: GzD 1' }).waitFor();
    await comparison.getByRole('img', { name: 'Letztes Jahr: GzD 1' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-card="proof"] img')].every(
        (img) => img.naturalWidth > 0,
      ),
    );
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core on the proof card');

    await page.getByRole('button', { name: 'GzD in Ordnung', exact: true }).click();
    const terms = page.getByRole('dialog', { name: 'AGB akzeptieren' });
    await terms.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' }).focus();
    await page.keyboard.press('Space');
    await terms.getByRole('button', { name: 'GzD in Ordnung' }).click();
    await page.getByText('Status wurde erfolgreich geändert').first().waitFor();
    const record = card.getByRole('note').filter({ hasText: `GzD ok von ${user.email} am` });
    await record.waitFor();
    assert.match(await record.textContent(), /AGB akzeptiert/);
    await card
      .locator('[data-proof-version="1"]')
      .getByText(/Prüfsumme \(SHA-256\): [0-9a-f]{64}/)
      .waitFor();

    const proofs = await user.api.get(`voucher/${thisYear.id}/proof`);
    const [decision] = proofs.versions[0].decisions;
    assert.equal(decision.username, user.email);
    assert.equal(decision.proofId, proofs.versions[0].id);
    assert.equal(decision.termsAccepted, true);
    await page.close();
  });

  it("shows a PDF proof's drawn preview on the voucher detail, at 1366 and 390 px, in German and English", async () => {
    const { company, user } = await newCompanyUser();
    const designer = await apiAs(DEMO.designer);
    const voucher = await draftVoucherOf(company.id, 'Zwei Glace, eine bezahlt');
    const pdf = onePagePdf(300, 420, [0.84, 0, 0.14]);
    await uploadProof(designer, voucher.id, pdf, 'gzd.pdf', 'application/pdf');

    const { page } = await openPage();
    await page.setViewportSize(DESKTOP);
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/vouchers/${voucher.id}`);
    const card = page.getByRole('region', { name: 'GzD (Gut zum Druck)' });
    const drawn = card
      .getByRole('group', { name: 'Vergleich mit dem Vorjahr' })
      .getByRole('img', { name: 'Dieses Jahr: GzD 1' });
    await drawn.waitFor();
    await card.locator('[data-proof-version="1"]').getByRole('img', { name: 'GzD 1' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-card="proof"] img')].every(
        (img) => img.naturalWidth > 0,
      ),
    );
    // The page's aspect ratio, drawn into 1200 px.
    const [width, height] = await drawn.evaluate((img) => [img.naturalWidth, img.naturalHeight]);
    assert.equal(height, 1200);
    assert.ok(Math.abs(width / height - 300 / 420) < 0.01, `aspect ratio of ${width}×${height}`);
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core at 1366 px');

    await page.setViewportSize({ width: 390, height: 844 });
    await drawn.scrollIntoViewIfNeeded();
    assert.equal(await horizontalOverflow(page), 0, 'no sideways scrolling at 390 px');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core at 390 px');

    // The company user's language changes: a user of its own.
    await preferLocale(user, 'en-US');
    await page.reload();
    const english = page.getByRole('region', { name: 'Proof (good for printing)' });
    await english
      .getByRole('group', { name: 'Comparison with last year' })
      .getByRole('img', { name: 'This year: Proof 1' })
      .waitFor();
    await english.getByRole('img', { name: 'Proof 1', exact: true }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe-core in English');
    await page.close();
  });
});
