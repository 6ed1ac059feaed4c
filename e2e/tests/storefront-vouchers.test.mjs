import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { visitorApi } from '../support/api.mjs';
import { contrastRatio, hexToRgb } from '../support/contrast.mjs';
import { uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  categoryNamed,
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
  THIS_YEAR,
} from '../support/storefront-data.mjs';
import { countText, openVisitorPage } from '../support/storefront-visitor.mjs';
import { walkTabs } from '../support/tabs.mjs';

/**
 * A region of its own with two booklets in the voucher filter, this year's and next year's, and
 * `counts` vouchers in each (of `category`).
 */
async function regionWithTwoBooklets(counts, category) {
  const { region, path } = await newRegionWithIntro();
  const booklets = [];
  for (const [index, count] of counts.entries()) {
    const booklet = await newRegionBooklet(region, { year: THIS_YEAR + index });
    const vouchers = [];
    for (let n = 0; n < count; n += 1) vouchers.push(await newListedVoucher(booklet, { category }));
    booklets.push({ ...booklet, vouchers });
  }
  return { region, path, booklets };
}

describe('the storefront voucher section', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('starts on a booklet of the filter and counts its vouchers', async () => {
    const restaurant = await categoryNamed('Restaurant');
    const { path, booklets } = await regionWithTwoBooklets([1, 2], restaurant);
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}`);
    const select = page.getByRole('combobox', { name: /^Booklet/ });
    await page.waitForURL(/booklet=\d+/);
    const bookletId = Number(new URL(page.url()).searchParams.get('booklet'));
    await page.waitForFunction(
      (id) => document.querySelector('#vouchers select')?.value === String(id),
      bookletId,
    );
    assert.equal(await select.inputValue(), String(bookletId));
    const shown = booklets.find((booklet) => booklet.id === bookletId);
    assert.ok(shown, `booklet ${bookletId} is one of the region's`);
    await page.getByText(countText(shown.vouchers.length)).waitFor();
    await page.close();
  });

  it('follows the booklet and category filters, and the back button undoes them', async () => {
    const [restaurant, culture] = await Promise.all([
      categoryNamed('Restaurant'),
      categoryNamed('Kultur'),
    ]);
    // Two booklets with different counts, so the second count proves the switch was drawn.
    const { path, booklets } = await regionWithTwoBooklets([1, 2], restaurant);
    const [first, second] = booklets;
    await newListedVoucher(second, { category: culture });
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${first.id}`);
    await page.getByText(countText(1)).waitFor();

    await page.getByRole('combobox', { name: /^Booklet/ }).selectOption(String(second.id));
    await page.waitForURL(new RegExp(`booklet=${second.id}`));
    await page.getByText(countText(3)).waitFor();

    await page.getByLabel('Kategorie').selectOption(String(restaurant.id));
    await page.waitForURL(new RegExp(`category=${restaurant.id}`));
    assert.match(page.url(), new RegExp(`booklet=${second.id}`));
    await page.getByText(countText(2)).waitFor();
    assert.equal(await page.locator('#vouchers li').count(), 2);

    await page.goBack();
    await page.getByText(countText(3)).waitFor();
    await page.close();
  });

  it("writes the category list's titles in the page's text colour, only their dots in the category's", async () => {
    const categories = await visitorApi().get('voucher-category');
    const { path } = await regionWithTwoBooklets([1], await categoryNamed('Kultur'));
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}`);
    const list = page.getByRole('combobox', { name: 'Kategorie' });
    await list.locator('option', { hasText: 'Kultur' }).waitFor({ state: 'attached' });
    const options = await list.locator('option').evaluateAll((elements) =>
      elements.map((option) => {
        const select = option.closest('select');
        const dot = option.querySelector('[aria-hidden="true"]');
        return {
          title: option.textContent.trim(),
          color: getComputedStyle(option).color,
          background: getComputedStyle(select).backgroundColor,
          dot: dot ? getComputedStyle(dot).backgroundColor : null,
        };
      }),
    );
    const failing = options
      .filter(({ color, background }) => contrastRatio(color, background) < 4.5)
      .map(({ title, color, background }) => `${title} ${contrastRatio(color, background)}:1`);
    assert.deepEqual(failing, []);
    for (const category of categories) {
      const option = options.find(({ title }) => title === category.title);
      assert.equal(option?.dot, hexToRgb(category.color), category.title);
    }
    await page.close();
  });

  it('switches gallery and map as tabs: one Tab stop, the arrows move, each panel named by its tab', async () => {
    const { path } = await regionWithTwoBooklets([1], await categoryNamed('Restaurant'));
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}`);
    const tablist = page
      .locator('#vouchers')
      .getByRole('tablist', { name: 'Gutscheine zeigen als' });
    const gallery = await walkTabs(tablist, ['Galerie', 'Karte']);
    await gallery.getByRole('listitem').first().waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Karte' }).locator('canvas').first().waitFor();
    await page.close();
  });

  it("makes a card's title its one control, named by the offer and described by the business once", async () => {
    const restaurant = await categoryNamed('Restaurant');
    const { region, path } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const voucher = await newListedVoucher(booklet, {
      category: restaurant,
      offerShort: `Zwei Risotti, eines bezahlt ${uniqueTag()}`,
      images: true,
    });
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    const card = page.locator('#vouchers li').first();
    const title = card.getByRole('heading', { level: 3, name: voucher.offerShort, exact: true });
    const control = title.getByRole('button', { name: voucher.offerShort, exact: true });
    await control.waitFor();
    assert.equal(await card.getByRole('button').count(), 1);
    assert.equal(
      await control.evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      ),
      `${voucher.companyName} ${voucher.city}`,
    );
    // Phrasing content only: no block inside a control.
    assert.equal(await card.locator('button :is(div, p, h1, h2, h3, h4, h5, h6, ul)').count(), 0);
    // The whole card opens the slideshow, its picture too.
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + 20);
    await page.getByRole('dialog', { name: voucher.companyName }).waitFor();
    await page.close();
  });

  it('filters by fulltext and says when nothing is found', async () => {
    const { region, path } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const tag = uniqueTag();
    const target = await newListedVoucher(booklet, { companyName: `Pizzeria Luna ${tag}` });
    await newListedVoucher(booklet, { companyName: `Café Sole ${tag}` });
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    await page.getByText(countText(2)).waitFor();
    const search = page.getByRole('searchbox');
    await search.fill(target.companyName);
    await page.getByText(countText(1)).waitFor();
    await page.waitForURL(/q=/);

    await search.fill('Kein Betrieb heisst so xyz');
    await page.getByText('Keine Gutscheine gefunden').waitFor();
    await page.close();
  });

  it('opens the slideshow, wraps around and flips only when front and back exist', async () => {
    const restaurant = await categoryNamed('Restaurant');
    const { region, path } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const tag = uniqueTag();
    // One category: the list shows them by company name, the one with both sides second.
    const shown = [
      await newListedVoucher(booklet, { category: restaurant, companyName: `Alpha ${tag}` }),
      await newListedVoucher(booklet, {
        category: restaurant,
        companyName: `Beta ${tag}`,
        images: true,
      }),
      await newListedVoucher(booklet, { category: restaurant, companyName: `Gamma ${tag}` }),
    ];
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    await page.getByText(countText(shown.length)).waitFor();
    await page.locator('#vouchers li button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`1 / ${shown.length}`).waitFor();
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await dialog.getByText(`${shown.length} / ${shown.length}`).waitFor();
    assert.equal(await dialog.getAttribute('aria-label'), shown.at(-1).companyName);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByText(`1 / ${shown.length}`).waitFor();

    for (const [index, voucher] of shown.entries()) {
      await dialog.getByText(`${index + 1} / ${shown.length}`).waitFor();
      assert.equal(await dialog.getAttribute('aria-label'), voucher.companyName);
      const canFlip =
        voucher.frontImageAttachmentId !== null && voucher.backImageAttachmentId !== null;
      const flip = dialog.getByRole('button', { name: 'Umdrehen' });
      assert.equal(await flip.count(), canFlip ? 1 : 0, `flip of ${voucher.companyName}`);
      if (canFlip) {
        await flip.click();
        await dialog.locator('img[data-side="back"]').waitFor();
        await flip.click();
        await dialog.locator('img[data-side="front"]').waitFor();
      }
      await dialog.getByRole('button', { name: 'Weiter' }).click();
    }
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.close();
  });

  it('shows one map feature per voucher with coordinates, with no tiles reachable', async () => {
    const restaurant = await categoryNamed('Restaurant');
    const { region, path } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    await newListedVoucher(booklet, { category: restaurant, city: 'Aarau' });
    await newListedVoucher(booklet, { category: restaurant, city: 'Zug' });
    await newListedVoucher(booklet, { category: restaurant, city: 'Irgendwo', place: null });
    const { page, requests } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    await page.getByText(countText(3)).waitFor();
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;
    await page.getByRole('tab', { name: 'Karte' }).click();
    const map = page.getByRole('region', { name: 'Karte' });
    await page.locator('[data-feature-count="2"]').waitFor();
    await map.locator('canvas').first().waitFor();
    // The map's tile server is out of reach (only this machine answers): the dots still show.
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
    const { booklets } = await regionWithTwoBooklets([1, 2], null);
    const [first, second] = booklets;
    const { page } = await openVisitorPage(openPage);
    // Home: long enough below the voucher section for it to scroll to the top of the window.
    await page.goto(`${portalUrl}/?booklet=${first.id}`);
    await page.getByText(countText(1)).waitFor();
    await page
      .getByRole('article', { name: second.name, exact: true })
      .getByRole('button', { name: second.name })
      .click();
    await page.getByText(countText(2)).waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('vouchers').getBoundingClientRect().top;
      return Math.abs(top) < 50;
    });
    assert.match(page.url(), new RegExp(`booklet=${second.id}`));
    await page.close();
  });
});
