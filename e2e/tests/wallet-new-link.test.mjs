import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO, eventually } from '@gb/test-kit';

import { decodeMail, mailToWhenWritten } from '../support/accounts.mjs';
import { tabTo } from '../support/accessibility.mjs';
import { staffApi, visitorApi } from '../support/api.mjs';
import { horizontalOverflow, seriousAxeViolations } from '../support/axe.mjs';
import { untranslatedKeysOn } from '../support/catalogue.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { newBooklet, uniqueTag } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import { chooseLanguage, openVisitorPage } from '../support/storefront-visitor.mjs';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };

async function expectAccessible(page, what) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${what}`);
  assert.deepEqual(await untranslatedKeysOn(page), [], `wording on ${what}`);
  assert.equal(await horizontalOverflow(page), 0, `${what} without sideways scrolling`);
}

/** A wallet of its own holding one copy of a new booklet: its e-mail and its first link. */
async function walletOfItsOwn() {
  const { booklet, name } = await newBooklet();
  const franchisee = await staffApi(DEMO.franchisee);
  const csv = await franchisee.post(`booklet/${booklet.id}/activation-code`, { quantity: 1 });
  const code = csv.trim().split('\n')[1].split(',')[0];
  const email = `verlegt.${uniqueTag()}@example.ch`;
  await visitorApi().post('wallet/activation', { code, email });
  return { name, email, firstLink: linkIn(await mailToWhenWritten('wallet-link', email)) };
}

/** The wallet link a mail carries, on the portal under test. */
function linkIn(mail) {
  const path = /https?:\/\/\S*?(\/wallet\/[\w-]{43})/.exec(decodeMail(mail))?.[1];
  assert.ok(path, 'the mail carries a wallet link');
  return `${portalUrl}${path}`;
}

/** How many of the files the phone keeps offline belong to the wallet of `link`. */
function keptOf(page, link) {
  const token = new URL(link).pathname.split('/').pop();
  return page.evaluate(async (wanted) => {
    const cache = await caches.open('gb-wallet-1');
    return (await cache.keys()).filter((request) => request.url.includes(wanted)).length;
  }, token);
}

async function expectWallet(page, bookletName) {
  await page.getByRole('heading', { name: 'Meine Gutscheine', level: 1 }).waitFor();
  await page.getByRole('region', { name: bookletName }).waitFor();
}

describe('a new link for a lost wallet mail', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('asks for a new link by keyboard on the phone; the former link works until the new one is opened, then leads back to the form', async () => {
    const { name, email, firstLink } = await walletOfItsOwn();
    const { page, requests } = await openVisitorPage(openPage);
    await page.setViewportSize(PHONE);
    await page.goto(`${portalUrl}/wallet`);
    const form = page.getByRole('form', { name: 'Neuen Link anfordern' });
    await page.getByRole('heading', { name: 'Link verloren?', level: 2 }).waitFor();

    // A mistyped address is caught before any request, and the field keeps what was typed.
    const field = form.getByRole('textbox', { name: 'E-mail' });
    await tabTo(page, field);
    await page.keyboard.type('verlegt-at-example.ch');
    await page.keyboard.press('Enter');
    await form.getByText('E-mail muss eine gültige E-mail sein.').waitFor();
    assert.ok(!requests.some((url) => url.includes('/wallet/link')), 'nothing was sent');
    assert.equal(await field.inputValue(), 'verlegt-at-example.ch');

    await field.fill('');
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');
    const answer = page.getByRole('alert').filter({
      hasText: `Wenn es zu ${email} eine Wallet gibt, ist ein neuer Link zu ihr unterwegs.`,
    });
    await answer.waitFor();
    assert.equal(await answer.evaluate((element) => element === document.activeElement), true);
    await expectAccessible(page, 'the activation page with the answer, at 390 px');

    const renewal = await mailToWhenWritten('wallet-link-renewed', email);
    assert.match(renewal, /Ihr neuer Link zur Wallet/);
    const newLink = linkIn(renewal);
    assert.notEqual(newLink, firstLink);
    // Asking alone changes nothing on the phone: the former link still opens the wallet, which
    // the phone keeps for offline use (its page and its answer).
    await page.goto(firstLink);
    await expectWallet(page, name);
    await eventually(async () => ((await keptOf(page, firstLink)) >= 2 ? true : undefined), {
      what: 'the former wallet kept offline',
    });
    await page.goto(newLink);
    await expectWallet(page, name);

    // From now on the former link opens nothing and leads to the form, its field focused.
    await page.goto(firstLink);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Diese Wallet gibt es nicht (mehr).' })
      .waitFor();
    await expectAccessible(page, 'a former link');
    // The phone keeps nothing of the former link any more, the new one's wallet stays.
    await eventually(async () => ((await keptOf(page, firstLink)) === 0 ? true : undefined), {
      what: 'the former wallet dropped from the offline files',
    });
    assert.ok((await keptOf(page, newLink)) >= 2, "the new link's wallet is kept");
    await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
    await page.waitForURL(`${portalUrl}/wallet#new-link`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'link-email');

    // Staff read both steps in the copy's history.
    const staff = await openPage();
    await logInAs(staff.page, DEMO.franchisee);
    await staff.page.goto(`${portalUrl}/dashboard/wallets`);
    const search = staff.page.getByRole('form', { name: 'Wallet suchen' });
    await search.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await search.getByRole('button', { name: 'Suchen' }).click();
    const history = staff.page.getByRole('list', { name: `Verlauf von ${name}` });
    await history
      .getByText(`Neuen Link an ${email} geschickt (durch die Kundin oder den Kunden)`)
      .waitFor();
    await history
      .getByText(
        'Neuen Link geöffnet, der bisherige gilt nicht mehr (durch die Kundin oder den Kunden)',
      )
      .waitFor();
    await staff.page.close();
    await page.close();
  });

  it('answers the same in English, at a desk, for an e-mail without a wallet', async () => {
    const { page } = await openVisitorPage(openPage);
    await page.setViewportSize(DESK);
    await page.goto(`${portalUrl}/wallet`);
    await page.getByRole('heading', { name: 'Link verloren?' }).waitFor();
    await chooseLanguage(page, 'English');
    const form = page.getByRole('form', { name: 'Ask for a new link' });
    await page.getByRole('heading', { name: 'Lost your link?', level: 2 }).waitFor();
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await form.getByText('Email is required').waitFor();
    const nobody = `niemand.${uniqueTag()}@example.ch`;
    await form.getByRole('textbox', { name: 'Email' }).fill(nobody);
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `If there is a wallet for ${nobody}, a new link to it is on its way.` })
      .waitFor();
    await expectAccessible(page, 'the activation page in English, at 1366 px');
    await page.close();
  });
});
