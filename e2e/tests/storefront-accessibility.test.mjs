import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  categoryNamed,
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
} from '../support/storefront-data.mjs';
import { appTookOver, chooseLanguage, openVisitorPage } from '../support/storefront-visitor.mjs';

// The page's CSP refuses injected script tags: axe's source goes in through page.evaluate.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const FAILING_IMPACTS = new Set(['critical', 'serious']);
const LOCALES = [
  { locale: 'de-CH', button: 'Deutsch' },
  { locale: 'en-US', button: 'English' },
];

/**
 * Every kind of public page: Home, the text pages, a region's page (of a region of its own, with
 * a booklet with its cover and a voucher with its pictures) and an unknown address.
 */
async function publicPages() {
  const { region, path } = await newRegionWithIntro({
    englishIntro: 'Welcome to the test region.\nTwo enjoy, one pays.',
  });
  const booklet = await newRegionBooklet(region, { cover: true });
  await newListedVoucher(booklet, { category: await categoryNamed('Restaurant'), images: true });
  return ['/', '/contact', '/legal-notice', '/become-partner', path, '/no-such-page'];
}

async function serious(page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    // eslint-disable-next-line no-undef -- axe is defined in the page by the source above
    axe.run(document, { resultTypes: ['violations'] }),
  );
  return result.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

describe('the public pages with axe-core', { skip: skipReason }, () => {
  const openPage = useBrowser();

  for (const { locale, button } of LOCALES) {
    it(`have no critical or serious violations in ${locale}`, async () => {
      const pages = await publicPages();
      const { page } = await openVisitorPage(openPage);
      await page.goto(`${portalUrl}/`);
      await chooseLanguage(page, button);
      const found = [];
      for (const path of pages) {
        await page.goto(`${portalUrl}${path}`);
        await page.locator('#root main h1').first().waitFor();
        // Data and lazy parts arrived: nothing is on the way any more.
        await page.waitForLoadState('networkidle');
        assert.equal(await page.locator('html').getAttribute('lang'), locale, path);
        for (const violation of await serious(page)) found.push(`${path}: ${violation}`);
      }
      assert.deepEqual(found, []);
      await page.close();
    });
  }

  it('skips to the content, leads back from an unknown address and links contact details', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    await page.locator('#root main h1').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    assert.equal(await skip.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');

    await page.goto(`${portalUrl}/no-such-page`);
    await appTookOver(page);
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL(`${portalUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Zwei geniessen, einer bezahlt' }).waitFor();

    await page.goto(`${portalUrl}/contact`);
    const main = page.getByRole('main');
    const mail = main.getByRole('link', { name: 'info@gutscheinbuch.ch' });
    assert.equal(await mail.getAttribute('href'), 'mailto:info@gutscheinbuch.ch');
    assert.equal(
      await main.getByRole('link', { name: '062 823 45 67' }).getAttribute('href'),
      'tel:+41628234567',
    );
    // Both navigation landmarks are named, and no empty one stands beside them.
    assert.equal(await page.getByRole('navigation', { name: 'Seiten' }).count(), 1);
    assert.equal(await page.getByRole('navigation', { name: 'Service' }).count(), 1);
    assert.equal(await page.getByRole('complementary').count(), 0);
    await page.close();
  });
});
