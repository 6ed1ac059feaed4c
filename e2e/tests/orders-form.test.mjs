import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { postageFor } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { day, uniqueTag } from '../support/fixtures.mjs';
import { staffApi } from '../support/api.mjs';
import { chf } from '../support/orders.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import { newRegionBooklet, newRegionWithIntro, THIS_YEAR } from '../support/storefront-data.mjs';
import { openVisitorPage } from '../support/storefront-visitor.mjs';

const NOT_READY = 'Daten noch nicht korrekt / vollständig';
const READY = 'Bereit zum bestellen';
/** Money as de-CH writes it: CHF, the Swiss group mark and two decimals. */
const SWISS_MONEY = /^CHF \d{1,3}(’\d{3})*\.\d{2}$/;

/** The button stays focusable while the order may not go; it says so with aria-disabled. */
const isBlocked = async (submit) => (await submit.getAttribute('aria-disabled')) === 'true';

/** What a screen reader reads with the button: the texts its aria-describedby names. */
const descriptionOf = (locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.innerText ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/**
 * Orderable booklets of a region of its own (this year's and the next ones), each at its price;
 * the order form lists them beside every other orderable booklet.
 */
async function newOrderableBooklets(...unitPrices) {
  const { region } = await newRegionWithIntro();
  const booklets = [];
  for (const [index, unitPrice] of unitPrices.entries()) {
    booklets.push(await newRegionBooklet(region, { year: THIS_YEAR + index, unitPrice }));
  }
  return booklets;
}

/** An address of its own, so the test finds its order among everyone's. */
const newEmail = (who) => `${who}.${uniqueTag()}${uniqueTag()}@example.ch`;

/** The page scrolled to the order form, and the form's first postage call (quantity 0). */
async function openOrderForm(openPage) {
  const { page } = await openVisitorPage(openPage);
  const firstPostage = page.waitForRequest((request) =>
    request.url().endsWith('/api/v1/order/postage?quantity=0'),
  );
  // Tests that do not wait for it close the page first: that is no failure.
  firstPostage.catch(() => undefined);
  await page.goto(`${portalUrl}/#order`);
  const form = page.getByRole('form', { name: 'Booklet bestellen' });
  await form.waitFor();
  return { page, form, firstPostage };
}

async function fillAddress(form, fields) {
  for (const [name, value] of Object.entries(fields)) {
    const input = form.locator(`input[name="${name}"]`);
    await input.fill(value);
    await input.blur();
  }
}

async function ordersOf(email) {
  const franchisee = await staffApi(DEMO.franchisee);
  const orders = await franchisee.get('order');
  return orders.filter((order) => order.billingAddress.email === email);
}

describe('the public order form', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('orders as a private person with the live total and postage, then thanks and rests', async () => {
    const [first, second] = await newOrderableBooklets(35, 42);
    const { page, form, firstPostage } = await openOrderForm(openPage);
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    assert.equal(await isBlocked(submit), true);
    assert.equal(await submit.getAttribute('title'), NOT_READY);
    // A new order asks the api for its postage.
    await firstPostage;

    await form.getByRole('checkbox', { name: `${first.name} bestellen` }).check();
    const quantity = form.getByLabel(`Anzahl ${first.name}`);
    assert.equal(await quantity.inputValue(), '1');
    await quantity.fill('2');
    const askedForThree = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/order/postage?quantity=3'),
    );
    await form.getByRole('checkbox', { name: `${second.name} bestellen` }).check();
    const expected = first.unitPrice * 2 + second.unitPrice + postageFor(3);
    assert.equal(await form.getByTestId('order-postage').textContent(), chf(postageFor(3)));
    assert.equal(await form.getByTestId('order-total').textContent(), chf(expected));
    assert.match(await form.getByTestId('order-total').textContent(), SWISS_MONEY);
    assert.match(await form.getByTestId('order-postage').textContent(), SWISS_MONEY);
    await askedForThree;
    assert.equal(await form.getByTestId('order-postage').textContent(), chf(postageFor(3)));

    const email = newEmail('private');
    await fillAddress(form, {
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 5',
      zip: '5000',
      city: 'Aarau',
      email: email,
    });
    assert.equal(await isBlocked(submit), false);
    assert.equal(await submit.getAttribute('title'), READY);
    await submit.click();

    const confirmation = form.getByRole('alert');
    await confirmation.getByText('Ihre Bestellung haben wir erhalten, vielen Dank!').waitFor();
    assert.equal(await isBlocked(submit), true);
    assert.equal(
      await form.getByRole('checkbox', { name: `${first.name} bestellen` }).isChecked(),
      false,
    );
    assert.equal(await form.locator('input[name="firstname"]').inputValue(), '');
    const [stored] = await ordersOf(email);
    assert.equal(stored.total, expected);
    // The confirmation names the order and takes the focus, so it is read out.
    await confirmation.getByText(`Ihre Bestellnummer: ${stored.displayOrderId}`).waitFor();
    assert.equal(
      await confirmation.evaluate((element) => element === document.activeElement),
      true,
    );
    assert.deepEqual(
      stored.orderLines.map((line) => [line.bookletId, line.quantity]),
      [
        [first.id, 2],
        [second.id, 1],
      ],
    );
    await form.getByRole('button', { name: 'Schliessen' }).click();
    assert.equal(await form.getByRole('alert').count(), 0);
    await page.close();
  });

  it('orders as a company with the company name only', async () => {
    const [booklet] = await newOrderableBooklets(35);
    const { page, form } = await openOrderForm(openPage);
    await form.getByRole('radio', { name: 'Firma' }).check();
    await form.getByRole('checkbox', { name: `${booklet.name} bestellen` }).check();
    const email = newEmail('company');
    await fillAddress(form, {
      company: 'Muster AG',
      street: 'Industriestrasse 9',
      zip: '6300',
      city: 'Zug',
      email: email,
    });
    assert.equal(await form.getByTestId('order-total').textContent(), chf(booklet.unitPrice + 2.5));
    await form.getByRole('button', { name: 'Bestellen', exact: true }).click();
    await form.getByText('Ihre Bestellung haben wir erhalten, vielen Dank!').waitFor();
    const [stored] = await ordersOf(email);
    assert.equal(stored.billingAddress.company, 'Muster AG');
    assert.equal(stored.billingAddress.type, 'company');
    await page.close();
  });

  it("names each address field's purpose, so the browser fills in the buyer's details", async () => {
    const { page, form } = await openOrderForm(openPage);
    await form.getByRole('radio', { name: 'Firma' }).check();
    const purposes = await form
      .locator('input[name]:not([type="radio"]):not([type="checkbox"]):not([type="number"])')
      .evaluateAll((inputs) =>
        Object.fromEntries(inputs.map((input) => [input.name, input.autocomplete])),
      );
    assert.deepEqual(purposes, {
      salutation: 'honorific-prefix',
      company: 'organization',
      firstname: 'given-name',
      lastname: 'family-name',
      street: 'address-line1',
      zip: 'postal-code',
      city: 'address-level2',
      email: 'email',
      email2: 'email',
      phone: 'tel',
      homepage: 'url',
    });
    await page.close();
  });

  it('keeps the button disabled with an invalid zip or missing names', async () => {
    const [booklet] = await newOrderableBooklets(35);
    const { page, form } = await openOrderForm(openPage);
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    await form.getByRole('checkbox', { name: `${booklet.name} bestellen` }).check();
    await fillAddress(form, {
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 5',
      zip: '0123',
      city: 'Aarau',
      email: 'anna@example.ch',
    });
    await form.getByText('PLZ muss gültige PLZ sein.').first().waitFor();
    assert.equal(await isBlocked(submit), true);
    assert.equal(await submit.getAttribute('title'), NOT_READY);
    // The field reads its message, and the button lists it beside itself.
    assert.equal(await descriptionOf(form.getByLabel('PLZ')), 'PLZ muss gültige PLZ sein.');
    assert.equal(await descriptionOf(submit), `${NOT_READY} PLZ muss gültige PLZ sein.`);

    await fillAddress(form, { zip: '5000', lastname: '' });
    await form.getByText('Nachname darf nicht leer sein.').first().waitFor();
    assert.equal(await isBlocked(submit), true);
    await fillAddress(form, { lastname: 'Muster' });
    assert.equal(await submit.getAttribute('title'), READY);
    assert.equal(await descriptionOf(submit), READY);
    await page.close();
  });

  it('orders by keyboard alone, hearing what is missing while the order is incomplete', async () => {
    const [booklet] = await newOrderableBooklets(35);
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/`);
    const form = page.getByRole('form', { name: 'Booklet bestellen' });
    // "Jetzt bestellen" brings the form and puts the focus on its first booklet.
    const toOrder = page.getByRole('button', { name: 'Jetzt bestellen' });
    await toOrder.focus();
    await page.keyboard.press('Enter');
    const firstBox = form.getByRole('checkbox').first();
    await page.waitForFunction(() =>
      document.activeElement?.matches?.('#order input[type="checkbox"]'),
    );
    assert.equal(await firstBox.evaluate((element) => element === document.activeElement), true);

    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    // The form lists every orderable booklet there is, and other tests add some at any time.
    const stops = await form.locator('input:not([disabled]), button, select, textarea, a').count();
    /** Tabs forwards or backwards, as a keyboard user would, until the element has the focus. */
    const focusOn = async (locator) => {
      for (let step = 0; step < stops + 20; step++) {
        const where = await locator.evaluate((element) => {
          if (element === document.activeElement) return 'here';
          const position = element.compareDocumentPosition(document.activeElement);
          return position & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
        });
        if (where === 'here') return;
        await page.keyboard.press(where === 'after' ? 'Shift+Tab' : 'Tab');
      }
      assert.fail('the keyboard never reached the element');
    };
    // Tabbing to the button while nothing is filled: it is reachable and says it waits, with the
    // messages of the fields it passed, and none of what the visitor has not reached yet.
    await focusOn(submit);
    assert.equal(await isBlocked(submit), true);
    const waiting = await descriptionOf(submit);
    assert.ok(waiting.startsWith(NOT_READY), waiting);
    assert.doesNotMatch(waiting, /Bitte mindestens ein Booklet auswählen|nicht gültig/);
    // Enter on the waiting button orders nothing, says the form is not valid and shows every
    // field's message, beside the button too.
    await page.keyboard.press('Enter');
    await form.locator('input[name="email"][aria-invalid="true"]').waitFor();
    const reason = await descriptionOf(submit);
    assert.ok(reason.startsWith(`${NOT_READY} Formular ist nicht gültig`), reason);
    assert.match(reason, /Bitte mindestens ein Booklet auswählen/);
    assert.match(reason, /Vorname darf nicht leer sein\./);
    assert.equal(await form.getByRole('alert').count(), 0);

    await focusOn(form.getByRole('checkbox', { name: `${booklet.name} bestellen` }));
    await page.keyboard.press('Space');
    const email = newEmail('keyboard');
    const typed = {
      firstname: 'Karl',
      lastname: 'Tastatur',
      street: 'Bahnhofstrasse 5',
      zip: '5000',
      city: 'Aarau',
      email,
    };
    for (const [name, value] of Object.entries(typed)) {
      await focusOn(form.locator(`input[name="${name}"]`));
      await page.keyboard.type(value);
    }
    await focusOn(submit);
    assert.equal(await isBlocked(submit), false);
    assert.equal(await descriptionOf(submit), READY);
    await page.keyboard.press('Enter');
    const confirmation = form.getByRole('alert');
    await confirmation.getByText(/Ihre Bestellnummer: /).waitFor();
    const [stored] = await ordersOf(email);
    await confirmation.getByText(`Ihre Bestellnummer: ${stored.displayOrderId}`).waitFor();
    assert.equal(
      await confirmation.evaluate((element) => element === document.activeElement),
      true,
    );
    await page.close();
  });

  it("ticks a booklet when its card's order badge is clicked", async () => {
    const [booklet] = await newOrderableBooklets(35);
    const { page, form } = await openOrderForm(openPage);
    const card = page.getByRole('article', { name: booklet.name, exact: true });
    await card.getByRole('button', { name: /^(Bestellen!|Vorbestellen)$/ }).click();
    const checkbox = form.getByRole('checkbox', { name: `${booklet.name} bestellen` });
    await page.waitForFunction(
      () => document.getElementById('order')?.getBoundingClientRect().top < 300,
    );
    assert.equal(await checkbox.isChecked(), true);
    // The focus follows into the form, on the booklet's own tick box.
    await page.waitForFunction(() =>
      document.activeElement?.matches?.('#order input[type="checkbox"]'),
    );
    assert.equal(await checkbox.evaluate((element) => element === document.activeElement), true);
    await page.close();
  });

  it('offers a booklet on its card exactly when the form offers it: not before its pre-order date', async () => {
    const { region } = await newRegionWithIntro();
    const notYet = await newRegionBooklet(region, {
      preOrderFromDate: day(20),
      orderFromDate: day(40),
    });
    const preOrder = await newRegionBooklet(region, {
      year: THIS_YEAR + 1,
      preOrderFromDate: day(-5),
      orderFromDate: day(40),
    });
    const { page, form } = await openOrderForm(openPage);
    const preOrderCard = page.getByRole('article', { name: preOrder.name, exact: true });
    await preOrderCard.getByRole('button', { name: 'Vorbestellen' }).waitFor();
    await form.getByRole('checkbox', { name: `${preOrder.name} bestellen` }).waitFor();
    // Published, so its card shows with its vouchers, but it may not be ordered yet.
    const notYetCard = page.getByRole('article', { name: notYet.name, exact: true });
    await notYetCard.waitFor();
    assert.equal(
      await notYetCard.getByRole('button', { name: /Bestellen!|Vorbestellen/ }).count(),
      0,
    );
    assert.equal(await notYetCard.getByText(/Bestellen!|Vorbestellen/).count(), 0);
    assert.equal(await form.getByRole('checkbox', { name: `${notYet.name} bestellen` }).count(), 0);
    await page.close();
  });
});
