import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiGet, portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const countText = (num) => `${num} Gutschein(e) gefunden`;

/** The booklets the voucher filter offers: Published (10) and SoldOut (20). */
function filterBooklets(booklets) {
  return booklets.filter((booklet) => booklet.state === 10 || booklet.state === 20);
}

describe('the storefront voucher section', { skip: skipReason }, () => {
  const openPage = useBrowser();
  let booklets;
  let vouchers;
  let categories;

  async function load() {
    [booklets, vouchers, categories] = await Promise.all([
      apiGet('booklet'),
      apiGet('voucher'),
      apiGet('voucher-category'),
    ]);
  }

  const inBooklet = (bookletId) => vouchers.filter((v) => v.bookletIds.includes(bookletId));

  it('starts on a booklet of the filter and counts its vouchers', async () => {
    await load();
    const { page } = await openPage();
    await page.goto(`${portalUrl}/`);
    const select = page.getByRole('combobox', { name: /^Booklet/ });
    await page.waitForURL(/booklet=\d+/);
    const bookletId = Number(new URL(page.url()).searchParams.get('booklet'));
    await page.waitForFunction(
      (id) => document.querySelector('#vouchers select')?.value === String(id),
      bookletId,
    );
    assert.equal(await select.inputValue(), String(bookletId));
    assert.ok(filterBooklets(booklets).some((booklet) => booklet.id === bookletId));
    await page.getByText(countText(inBooklet(bookletId).length)).waitFor();
    await page.close();
  });

  it('follows the booklet and category filters, and the back button undoes them', async () => {
    // Two booklets with different counts, so the second count proves the switch was drawn.
    const [first, ...others] = filterBooklets(booklets);
    const second = others.find((b) => inBooklet(b.id).length !== inBooklet(first.id).length);
    assert.ok(second, 'the demo data has two booklets with different voucher counts');
    const { page } = await openPage();
    await page.goto(`${portalUrl}/?booklet=${first.id}`);
    await page.getByText(countText(inBooklet(first.id).length)).waitFor();

    await page.getByRole('combobox', { name: /^Booklet/ }).selectOption(String(second.id));
    await page.waitForURL(new RegExp(`booklet=${second.id}`));
    await page.getByText(countText(inBooklet(second.id).length)).waitFor();

    const category = categories.find((c) =>
      inBooklet(second.id).some((v) => v.voucherCategoryId === c.id),
    );
    await page.getByLabel('Kategorie').selectOption(String(category.id));
    await page.waitForURL(new RegExp(`category=${category.id}`));
    assert.match(page.url(), new RegExp(`booklet=${second.id}`));
    const expected = inBooklet(second.id).filter((v) => v.voucherCategoryId === category.id);
    await page.getByText(countText(expected.length)).waitFor();
    assert.equal(await page.locator('#vouchers li').count(), expected.length);

    await page.goBack();
    await page.getByText(countText(inBooklet(second.id).length)).waitFor();
    await page.close();
  });

  it('filters by fulltext and says when nothing is found', async () => {
    const booklet = filterBooklets(booklets)[0];
    const target = inBooklet(booklet.id)[0];
    const { page } = await openPage();
    await page.goto(`${portalUrl}/?booklet=${booklet.id}`);
    const search = page.getByRole('searchbox');
    await search.fill(target.companyName);
    const expected = inBooklet(booklet.id).filter((v) =>
      `${v.companyName} ${v.city} ${v.offerShort} ${v.offerLong}`
        .toLowerCase()
        .includes(target.companyName.toLowerCase()),
    );
    await page.getByText(countText(expected.length)).waitFor();
    await page.waitForURL(/q=/);

    await search.fill('Kein Betrieb heisst so xyz');
    await page.getByText('Keine Gutscheine gefunden').waitFor();
    await page.close();
  });

  it('opens the slideshow, wraps around and flips only when front and back exist', async () => {
    const booklet = filterBooklets(booklets)[0];
    const shown = inBooklet(booklet.id);
    const { page } = await openPage();
    await page.goto(`${portalUrl}/?booklet=${booklet.id}`);
    await page.getByText(countText(shown.length)).waitFor();
    await page.locator('#vouchers li button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`1 / ${shown.length}`).waitFor();
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await dialog.getByText(`${shown.length} / ${shown.length}`).waitFor();
    assert.equal(await dialog.getAttribute('aria-label'), shown.at(-1).companyName);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByText(`1 / ${shown.length}`).waitFor();

    for (let index = 0; index < shown.length; index++) {
      const voucher = shown[index];
      const canFlip =
        voucher.frontImageAttachmentId !== null && voucher.backImageAttachmentId !== null;
      const flip = dialog.getByRole('button', { name: 'Umdrehen' });
      assert.equal(await flip.count(), canFlip ? 1 : 0, `flip of ${voucher.companyName}`);
      if (canFlip) {
        await flip.click();
        await dialog.locator('img[data-side="back"]').waitFor();
        await flip.click();
        await dialog.locator('img[data-side="front"]').waitFor();
        break;
      }
      await dialog.getByRole('button', { name: 'Weiter' }).click();
    }
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.close();
  });

  it('shows one map feature per voucher with coordinates, with no tiles reachable', async () => {
    const booklet = filterBooklets(booklets)[0];
    const located = inBooklet(booklet.id).filter((v) => v.lon !== null && v.lat !== null);
    const { page, requests } = await openPage();
    await page.route(/wmts|tile/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${portalUrl}/?booklet=${booklet.id}`);
    await page.getByText(countText(inBooklet(booklet.id).length)).waitFor();
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
    await page.getByRole('tab', { name: 'Karte' }).click();
    const map = page.getByRole('region', { name: 'Karte' });
    await page.locator(`[data-feature-count="${located.length}"]`).waitFor();
    await map.locator('canvas').first().waitFor();
    await page
      .getByText(
        'Die Karte selbst kann gerade nicht geladen werden; die Gutscheine sind trotzdem eingezeichnet.',
      )
      .waitFor();
    assert.ok(
      requests.filter((url) => url.endsWith('.js')).length > scriptsBefore,
      'the map code arrives when the tab opens',
    );
    await page.close();
  });

  it("filters by a published booklet's card and scrolls to the vouchers", async () => {
    const [first, second] = filterBooklets(booklets);
    const { page } = await openPage();
    await page.goto(`${portalUrl}/?booklet=${first.id}`);
    await page.getByText(countText(inBooklet(first.id).length)).waitFor();
    const name = `${second.regionName} ${second.year}`;
    await page.getByRole('article', { name }).getByRole('button', { name }).click();
    await page.getByText(countText(inBooklet(second.id).length)).waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('vouchers').getBoundingClientRect().top;
      return Math.abs(top) < 50;
    });
    assert.match(page.url(), new RegExp(`booklet=${second.id}`));
    await page.close();
  });
});
