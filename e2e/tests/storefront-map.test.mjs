import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const countText = (num) => `${num} Gutschein(e) gefunden`;
const errorPanel = 'Dieser Bereich konnte nicht geladen werden.';

/** The booklets the voucher filter offers: Published (10) and SoldOut (20). */
const filterBooklets = (booklets) => booklets.filter((b) => b.state === 10 || b.state === 20);

describe('the storefront voucher map beside the gallery', { skip: skipReason }, () => {
  const openPage = useBrowser();
  let booklets;
  let vouchers;

  const inBooklet = (bookletId) => vouchers.filter((v) => v.bookletIds.includes(bookletId));
  const located = (list) => list.filter((v) => v.lon !== null && v.lat !== null);

  /** Opens Home on a booklet with the map tab shown, recording page errors. */
  async function openMap(booklet) {
    const { page } = await openPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Only loopback traffic: the tiles are refused, the dots still show.
    await page.route(/wmts|tile/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${portalUrl}/?booklet=${booklet.id}`);
    await page.getByText(countText(inBooklet(booklet.id).length)).waitFor();
    await page.getByRole('tab', { name: 'Karte' }).click();
    await page.locator(`[data-feature-count="${located(inBooklet(booklet.id)).length}"]`).waitFor();
    return { page, errors };
  }

  /** The gallery shows every voucher of the booklet, and no error panel replaced Home. */
  async function assertGalleryShown(page, errors, booklet) {
    const expected = inBooklet(booklet.id);
    await page.getByText(countText(expected.length)).waitFor();
    await page.getByRole('tab', { name: 'Galerie', selected: true }).waitFor();
    await page
      .locator('#vouchers li')
      .nth(expected.length - 1)
      .waitFor();
    assert.equal(await page.locator('#vouchers li').count(), expected.length);
    assert.equal(await page.getByText(errorPanel).count(), 0);
    assert.deepEqual(errors, []);
  }

  it('goes from the gallery to the map and back to the gallery', async () => {
    [booklets, vouchers] = await Promise.all([apiGet('booklet'), apiGet('voucher')]);
    const booklet = filterBooklets(booklets)[0];
    const { page, errors } = await openMap(booklet);
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
    const booklet = filterBooklets(booklets)[0];
    const { page, errors } = await openMap(booklet);
    await page.goBack();
    await assertGalleryShown(page, errors, booklet);
    await page.close();
  });

  it('keeps the map when the booklet filter changes, with the dots of the new booklet', async () => {
    const [first, second] = filterBooklets(booklets);
    const { page, errors } = await openMap(first);
    await page.getByRole('combobox', { name: /^Booklet/ }).selectOption(String(second.id));
    await page.getByText(countText(inBooklet(second.id).length)).waitFor();
    await page.locator(`[data-feature-count="${located(inBooklet(second.id)).length}"]`).waitFor();
    await page.getByRole('region', { name: 'Karte' }).locator('canvas').first().waitFor();
    assert.equal(await page.getByText(errorPanel).count(), 0);
    await page.getByRole('tab', { name: 'Galerie' }).click();
    await assertGalleryShown(page, errors, second);
    await page.close();
  });
});
