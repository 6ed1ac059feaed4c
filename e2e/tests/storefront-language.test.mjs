import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
} from '../support/storefront-data.mjs';
import { chooseLanguage, openVisitorPage } from '../support/storefront-visitor.mjs';

describe('the storefront in both languages', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('sets the page language, the footer and the category names with the chosen language', async () => {
    const { region, path } = await newRegionWithIntro();
    await newListedVoucher(await newRegionBooklet(region));
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}`);
    await page.getByText(/Gutschein\(e\) gefunden/).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'de-CH');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Freizeit & Sport' }).waitFor({ state: 'attached' });

    await chooseLanguage(page, 'English');
    await page.getByText(/vouchers? found/).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    await footer.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    const categoryNames = await page.getByLabel('Category').locator('option').allTextContents();
    assert.ok(categoryNames.includes('Leisure & sport'), categoryNames.join(', '));
    assert.ok(categoryNames.includes('Accommodation'), categoryNames.join(', '));
    assert.ok(!categoryNames.includes('Übernachtung'), categoryNames.join(', '));

    await chooseLanguage(page, 'Deutsch');
    await page.getByText(/Gutschein\(e\) gefunden/).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'de-CH');
    await footer.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await page.close();
  });

  it('counts vouchers in English plurals and German as specified', async () => {
    const { region, path } = await newRegionWithIntro();
    const booklet = await newRegionBooklet(region);
    const tag = uniqueTag();
    const single = await newListedVoucher(booklet, { companyName: `Pizzeria Luna ${tag}` });
    await newListedVoucher(booklet, { companyName: `Café Sole ${tag}` });

    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}${path}?booklet=${booklet.id}`);
    await page.getByText('2 Gutschein(e) gefunden').waitFor();
    await chooseLanguage(page, 'English');
    await page.getByText('2 vouchers found', { exact: true }).waitFor();
    await page.getByRole('searchbox').fill(single.companyName);
    await page.getByText('1 voucher found', { exact: true }).waitFor();
    await chooseLanguage(page, 'Deutsch');
    await page.getByText('1 Gutschein(e) gefunden', { exact: true }).waitFor();
    await page.close();
  });

  it('shows a text block in English after switching, and the German one where no English exists', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/become-partner`);
    const main = page.getByRole('main');
    await main.getByText('Werden Sie Partnerbetrieb!').waitFor();
    await chooseLanguage(page, 'English');
    await main.getByText('Become a partner business!').waitFor();
    assert.equal(await main.getByText('Werden Sie Partnerbetrieb!').count(), 0);
    // Home's outlets block has no English version: the German one stands in.
    await page.goto(`${portalUrl}/`);
    await page.getByText('Welcome to the voucher booklet of your region!').waitFor();
    await page.getByText(/Die Booklets sind auch an diesen Verkaufsstellen erhältlich/).waitFor();
    // The choice is kept in a cookie, so the server answers the next page in English too.
    const answer = await page.request.get(`${portalUrl}/contact`);
    assert.match(await answer.text(), /<html lang="en-US"/);
    await chooseLanguage(page, 'Deutsch');
    await page.getByText('Willkommen beim Gutscheinbuch Ihrer Region!').waitFor();
    await page.close();
  });

  it("opens an address's language (?lang=en-US) with the server's English head", async () => {
    const { page } = await openVisitorPage(openPage);
    const response = await page.goto(`${portalUrl}/contact?lang=en-US`);
    const served = await response.text();
    assert.match(served, /<html lang="en-US"/);
    assert.match(served, /<title>Contact – 2for1 voucher booklet<\/title>/);
    await page
      .getByRole('main')
      .getByText(/^Do you have a question about your order/)
      .waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    assert.equal(await page.title(), 'Contact – 2for1 voucher booklet');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.match(description, /^Do you have a question about your order or a voucher\?/);
    await chooseLanguage(page, 'Deutsch');
    await page
      .getByRole('main')
      .getByText(/^Haben Sie Fragen zu Ihrer Bestellung/)
      .waitFor();
    await page.close();
  });

  it("follows each page shown with its address's language and its head: canonical, alternates, description, cards, structured data", async () => {
    const { path } = await newRegionWithIntro({ englishIntro: 'A region in English.' });
    const { page } = await openVisitorPage(openPage);
    /** The head's page elements as the server writes them for `address`, and as the page has them. */
    const PAGE_HEAD =
      'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
    const headOf = (address) =>
      page.evaluate(
        async ([url, selector]) => {
          const head = url
            ? new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html').head
            : document.head;
          return [...head.querySelectorAll(selector)].map((element) => element.outerHTML).sort();
        },
        [address, PAGE_HEAD],
      );
    const shows = async (address, heading) => {
      await page.waitForURL(`${portalUrl}${address}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const served = await headOf(`${portalUrl}${address}`);
      assert.ok(
        served.some((element) => element.startsWith('<link rel="canonical"')),
        address,
      );
      await page.waitForFunction(
        (expected) => document.querySelector('link[rel="canonical"]')?.href === expected,
        `${portalUrl}${address}`,
      );
      assert.deepEqual(await headOf(null), served, address);
    };

    await page.goto(`${portalUrl}${path}`);
    const regionName = await page.getByRole('heading', { level: 1 }).first().innerText();
    const pages = page.getByRole('navigation', { name: 'Seiten' });
    await pages.getByRole('link', { name: 'Kontakt' }).click();
    await shows('/contact', 'Kontakt');

    await chooseLanguage(page, 'English');
    await shows('/contact?lang=en-US', 'Contact');
    // Back to the region's page, which says its language once shown in English.
    await page.goBack();
    await shows(`${path}?lang=en-US`, regionName);

    await chooseLanguage(page, 'Deutsch');
    await shows(path, regionName);
    await page.close();
  });
});
