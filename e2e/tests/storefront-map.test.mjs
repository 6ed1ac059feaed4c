import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  categoryNamed,
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
  THIS_YEAR,
} from '../support/storefront-data.mjs';
import { countText, openVisitorPage } from '../support/storefront-visitor.mjs';

const errorPanel = 'Dieser Bereich konnte nicht geladen werden.';

/**
 * A region of its own with a booklet per entry of `cities`, each with a voucher per city (a
 * dot on the map) and one without a map position (none).
 */
async function regionWithVouchers(...cities) {
  const restaurant = await categoryNamed('Restaurant');
  const { region, path } = await newRegionWithIntro();
  const booklets = [];
  for (const [index, ofBooklet] of cities.entries()) {
    const booklet = await newRegionBooklet(region, { year: THIS_YEAR + index });
    const vouchers = [];
    for (const city of ofBooklet) {
      vouchers.push(await newListedVoucher(booklet, { category: restaurant, city }));
    }
    vouchers.push(
      await newListedVoucher(booklet, { category: restaurant, city: 'Irgendwo', place: null }),
    );
    booklets.push({ ...booklet, vouchers, located: vouchers.length - 1 });
  }
  return { path, booklets };
}

describe('the storefront voucher map beside the gallery', { skip: skipReason }, () => {
  const openPage = useBrowser();

  /** Opens the regional page on a booklet with the map tab shown, recording page errors. */
  async function openMap(path, booklet) {
    const { page } = await openVisitorPage(openPage);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Only this machine answers: the tiles fail at once, the dots still show.
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    await page.getByText(countText(booklet.vouchers.length)).waitFor();
    await page.getByRole('tab', { name: 'Karte' }).click();
    await page.locator(`[data-feature-count="${booklet.located}"]`).waitFor();
    return { page, errors };
  }

  /** The gallery shows every voucher of the booklet, and no error panel replaced the page. */
  async function assertGalleryShown(page, errors, booklet) {
    const expected = booklet.vouchers.length;
    await page.getByText(countText(expected)).waitFor();
    await page.getByRole('tab', { name: 'Galerie', selected: true }).waitFor();
    await page
      .locator('#vouchers li')
      .nth(expected - 1)
      .waitFor();
    assert.equal(await page.locator('#vouchers li').count(), expected);
    assert.equal(await page.getByText(errorPanel).count(), 0);
    assert.deepEqual(errors, []);
  }

  it('goes from the gallery to the map and back to the gallery', async () => {
    const {
      path,
      booklets: [booklet],
    } = await regionWithVouchers(['Aarau', 'Zug']);
    const { page, errors } = await openMap(path, booklet);
    await page.getByRole('tab', { name: 'Galerie' }).click();
    await assertGalleryShown(page, errors, booklet);
    // And once more: the second map must mount and unmount just as cleanly.
    await page.getByRole('tab', { name: 'Karte' }).click();
    await page.getByRole('region', { name: 'Karte' }).locator('canvas').first().waitFor();
    await page.getByRole('tab', { name: 'Galerie' }).click();
    await assertGalleryShown(page, errors, booklet);
    await page.close();
  });

  it('returns to the gallery with the back button after the map opened', async () => {
    const {
      path,
      booklets: [booklet],
    } = await regionWithVouchers(['Baden']);
    const { page, errors } = await openMap(path, booklet);
    await page.goBack();
    await assertGalleryShown(page, errors, booklet);
    await page.close();
  });

  it('keeps the map when the booklet filter changes, with the dots of the new booklet', async () => {
    const {
      path,
      booklets: [first, second],
    } = await regionWithVouchers(['Aarau'], ['Zug', 'Luzern', 'Baden']);
    const { page, errors } = await openMap(path, first);
    await page.getByRole('combobox', { name: /^Booklet/ }).selectOption(String(second.id));
    await page.getByText(countText(second.vouchers.length)).waitFor();
    await page.locator(`[data-feature-count="${second.located}"]`).waitFor();
    await page.getByRole('region', { name: 'Karte' }).locator('canvas').first().waitFor();
    assert.equal(await page.getByText(errorPanel).count(), 0);
    await page.getByRole('tab', { name: 'Galerie' }).click();
    await assertGalleryShown(page, errors, second);
    await page.close();
  });
});
