import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO, eventually } from '@gb/test-kit';

import { decodeMail, mailToWhenWritten } from '../support/accounts.mjs';
import { tabTo } from '../support/accessibility.mjs';
import { staffApi } from '../support/api.mjs';
import { scrollsSideways, seriousAxeViolations } from '../support/axe.mjs';
import { uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import {
  newListedVoucher,
  newRegionBooklet,
  newRegionWithIntro,
  PLACES,
} from '../support/storefront-data.mjs';
import { chooseLanguage, openVisitorPage } from '../support/storefront-visitor.mjs';

const PHONE = { width: 390, height: 844 };
/** A few steps from the Baden voucher's door. */
const IN_BADEN = { longitude: PLACES.Baden[0] + 0.002, latitude: PLACES.Baden[1] };

const newEmail = (who) => `${who}.${uniqueTag()}${uniqueTag()}@example.ch`;

/**
 * A booklet of its own with a voucher in Zug and one in Baden, and `codeCount` activation codes
 * for its copies as the franchisee gets them for the printer (CSV, once).
 */
async function walletBooklet(codeCount = 0) {
  const { region } = await newRegionWithIntro();
  const booklet = await newRegionBooklet(region);
  const zug = await newListedVoucher(booklet, {
    city: 'Zug',
    offerShort: 'Zwei Seerundfahrten, eine bezahlt',
  });
  const baden = await newListedVoucher(booklet, {
    city: 'Baden',
    offerShort: 'Zwei Kaffees, einer bezahlt',
  });
  if (codeCount === 0) return { booklet, zug, baden, codes: [] };
  const franchisee = await staffApi(DEMO.franchisee);
  const response = await fetch(`${portalUrl}/api/v1/booklet/${booklet.id}/activation-code`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${franchisee.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ quantity: codeCount }),
  });
  assert.equal(response.status, 201);
  const [, ...lines] = (await response.text()).trim().split('\n');
  const codes = lines.map((line) => line.split(',')[0]);
  return { booklet, zug, baden, codes };
}

/** The activation codes in the order confirmation mailed to `email` (one per copy ordered). */
async function codesMailedTo(email) {
  const mail = decodeMail(await mailToWhenWritten('order-confirmation', email));
  return [...mail.matchAll(/\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g)].map(
    ([code]) => code,
  );
}

/** Orders one copy of the booklet in the storefront's order form, as a visitor on the phone. */
async function orderOnPhone(page, booklet, email) {
  await page.goto(`${portalUrl}/#order`);
  const form = page.getByRole('form', { name: 'Booklet bestellen' });
  await form.getByRole('checkbox', { name: `${booklet.name} bestellen` }).check();
  const address = {
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Bahnhofstrasse 5',
    zip: '5400',
    city: 'Baden',
    email,
  };
  for (const [name, value] of Object.entries(address)) {
    await form.locator(`input[name="${name}"]`).fill(value);
  }
  await form.getByRole('button', { name: 'Bestellen', exact: true }).click();
  await form.getByText('Ihre Bestellung haben wir erhalten, vielen Dank!').waitFor();
}

/** A code with its first character changed: its check character no longer fits. */
const mistyped = (code) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

/** The partner's PIN, as staff read it in the company's dashboard. */
async function pinOf(voucherId) {
  const admin = await staffApi(DEMO.admin);
  const { companyId } = await admin.get(`voucher/${voucherId}`);
  const { pin } = await admin.get(`company/${companyId}/redemption-pin`);
  return pin;
}

async function activate(page, code, email) {
  const form = page.getByRole('form', { name: /Booklet aktivieren|Activate a booklet/ });
  await form.getByLabel(/Aktivierungscode|Activation code/).fill(code);
  await form.getByLabel(/E-mail|Email/).fill(email);
  await form.getByRole('button', { name: /Aktivieren|Activate/ }).click();
  return form;
}

/** The wallet's link in the mail to `email`, on the portal under test. */
async function walletLinkMailedTo(email) {
  const mail = await mailToWhenWritten('wallet-link', email);
  const link = /https?:\/\/\S*?(\/wallet\/[\w-]+)/.exec(mail);
  assert.ok(link, 'the mail carries the wallet link');
  return `${portalUrl}${link[1]}`;
}

describe('the booklet on the phone', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it("orders a booklet, activates the code its mail brings, finds a voucher near the phone, shows the wallet offline and redeems it with the partner's PIN by keyboard", async () => {
    const { booklet, baden } = await walletBooklet();
    const email = newEmail('wallet');
    const { page, requests } = await openVisitorPage(openPage);
    await page.setViewportSize(PHONE);
    const context = page.context();
    await context.grantPermissions(['geolocation'], { origin: portalUrl });
    await context.setGeolocation(IN_BADEN);

    // The booklet ordered online: its code comes with the order confirmation.
    await orderOnPhone(page, booklet, email);
    const codes = await codesMailedTo(email);
    assert.equal(codes.length, 1, 'one code for the one copy ordered');
    const [code] = codes;

    await page.goto(`${portalUrl}/wallet`);
    await page.getByRole('heading', { name: 'Booklet aufs Handy' }).waitFor();
    // A typo is caught by the check character before any request.
    const form = await activate(page, mistyped(code), email);
    await form.getByText('Aktivierungscode ist falsch geschrieben').waitFor();
    assert.ok(!requests.some((url) => url.includes('/wallet/activation')), 'nothing was sent');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await activate(page, code, email);
    await page
      .getByRole('alert')
      .filter({ hasText: `Ihr Booklet ${booklet.name} ist aktiviert` })
      .filter({ hasText: email })
      .waitFor();

    await page.goto(await walletLinkMailedTo(email));
    await page.getByRole('heading', { name: 'Meine Gutscheine', level: 1 }).waitFor();
    const section = page.getByRole('region', { name: booklet.name });
    await section.getByText('2 Gutscheine, 0 eingelöst').waitFor();
    await section.getByRole('button', { name: 'Zwei Seerundfahrten, eine bezahlt' }).waitFor();

    // The search finds by town.
    await page.getByLabel('Gutscheine durchsuchen').fill('baden');
    await page.getByText('1 Gutschein(e) gefunden').waitFor();
    assert.equal(await section.getByRole('listitem').count(), 1);
    await page.getByLabel('Gutscheine durchsuchen').fill('');

    // Near me: the Baden voucher first, a few hundred metres away, and the map.
    await page.getByRole('button', { name: 'In meiner Nähe' }).click();
    const nearest = page.getByRole('region', {
      name: 'Nach Entfernung von Ihrem Standort geordnet',
    });
    await nearest.waitFor();
    const first = nearest.getByRole('listitem').first();
    await first.getByRole('button', { name: baden.offerShort }).waitFor();
    assert.match(await first.getByTestId('distance').innerText(), /^1[0-9]0 m entfernt$/);
    assert.match(await nearest.getByRole('listitem').nth(1).innerText(), /\d+ km entfernt/);
    await page.getByRole('region', { name: 'Karte' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.equal(await scrollsSideways(page), false, 'nothing runs off the side of the phone');

    // Kept on the phone: offline, the wallet still shows and says redeeming needs a connection.
    await page.getByText('auch offline verfügbar').waitFor({ timeout: 30_000 });
    // A former deploy's build of a file the page loads goes once the page has kept its own
    // again; a part this visit did not load (opened on another visit) stays for offline use.
    const { formerFile, otherPart } = await page.evaluate(() => {
      const loaded = performance
        .getEntriesByType('resource')
        .map(({ name }) => new URL(name).pathname)
        .find((path) => /^\/mf\/storefront\/.+\.[0-9a-f]{8}\.js$/.test(path));
      return {
        formerFile: loaded.replace(/\.[0-9a-f]{8}\.js$/, '.00000000.js'),
        otherPart: '/mf/storefront/a-part-opened-before.1234abcd.js',
      };
    });
    await page.evaluate(
      async (files) => {
        const cache = await caches.open('gb-wallet-1');
        for (const file of files) await cache.put(file, new Response('// a former deploy'));
      },
      [formerFile, otherPart],
    );
    const kept = (file) => page.evaluate(async (path) => Boolean(await caches.match(path)), file);
    assert.equal(
      await kept(formerFile),
      true,
      'the former build is kept until the page keeps its own',
    );
    await page.reload();
    await page.getByText('auch offline verfügbar').waitFor({ timeout: 30_000 });
    await eventually(async () => ((await kept(formerFile)) ? undefined : true), {
      what: "the former deploy's build dropped",
    });
    assert.equal(await kept(otherPart), true, 'a part this visit did not load stays');
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('offline-notice').waitFor();
      assert.match(await page.getByTestId('offline-notice').innerText(), /Sie sind offline/);
      await section.getByRole('button', { name: baden.offerShort }).waitFor();
      await tabTo(page, section.getByRole('button', { name: baden.offerShort }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: baden.offerShort, level: 2 }).waitFor();
      await page.getByText('Einlösen braucht eine Verbindung zum Internet.').waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });

    // Back online: the partner types the PIN, by keyboard only. A wrong PIN is refused.
    const pin = await pinOf(baden.id);
    const wrongPin = pin === '0000' ? '1111' : '0000';
    await tabTo(page, page.getByRole('button', { name: 'Einlösen', exact: true }));
    await page.keyboard.press('Enter');
    const pinField = page.getByLabel('Einlöse-PIN');
    await pinField.waitFor();
    assert.ok(await pinField.evaluate((element) => element === document.activeElement));
    await page.keyboard.type(wrongPin);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Der PIN stimmt nicht' }).waitFor();

    // A redemption whose answer is lost is sent again with the same Idempotency-Key.
    const keys = [];
    let dropFirst = true;
    await page.route('**/api/v1/wallet/*/redemption', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (dropFirst) {
        dropFirst = false;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await tabTo(page, pinField);
    await page.keyboard.type(pin);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'keine Antwort erhalten' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Einlösung bestätigen' }));
    await page.keyboard.press('Enter');
    const stamp = page.getByTestId('redeemed-stamp');
    await stamp.waitFor();
    assert.match(await stamp.innerText(), /^Eingelöst am \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1], 'the retry carries the same key');
    const fontSize = await stamp.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    assert.ok(fontSize >= 28, `the time is large enough for the staff (${fontSize}px)`);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.unroute('**/api/v1/wallet/*/redemption');
  });

  it('speaks English: a mistyped code, a code bound to another e-mail, the wallet', async () => {
    const { booklet, codes } = await walletBooklet(1);
    const [code] = codes;
    const owner = newEmail('owner');
    const { page } = await openVisitorPage(openPage);
    await page.setViewportSize(PHONE);
    await page.goto(`${portalUrl}/wallet`);
    await page.getByRole('heading', { name: 'Booklet aufs Handy' }).waitFor();
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Your booklet on your phone' }).waitFor();

    const form = await activate(page, mistyped(code), owner);
    await form.getByText('Activation code is mistyped').waitFor();
    await activate(page, code, owner);
    await page
      .getByRole('alert')
      .filter({ hasText: `Your booklet ${booklet.name} is activated` })
      .waitFor();
    await activate(page, code, newEmail('someone-else'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This activation code was already activated with another e-mail address' })
      .waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);

    await page.goto(await walletLinkMailedTo(owner));
    await page.getByRole('heading', { name: 'My vouchers', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: booklet.name })
      .getByText('2 vouchers, 0 redeemed')
      .waitFor();
    await page.getByRole('button', { name: 'Zwei Kaffees, einer bezahlt' }).click();
    await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
    await page.getByText('Address', { exact: true }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
  });
});
