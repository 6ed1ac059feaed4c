import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { postageFor } from '@gb/contracts';
import { apiLogin } from '../support/login.mjs';
import { bookletName, chf, orderableBooklets } from '../support/orders.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const NOT_READY = 'Daten noch nicht korrekt / vollständig';
const READY = 'Bereit zum bestellen';

/** The page scrolled to the order form, and the form's first postage call (quantity 0). */
async function openOrderForm(openPage) {
  const { page } = await openPage();
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
  const { token } = await apiLogin('franchisee@demo.ch');
  const response = await fetch(`${portalUrl}/api/v1/order`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()).filter((order) => order.billingAddress.email === email);
}

describe('the public order form', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('orders as a private person with the live total and postage, then thanks and rests', async () => {
    const [first, second] = await orderableBooklets();
    const { page, form, firstPostage } = await openOrderForm(openPage);
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    assert.equal(await submit.isDisabled(), true);
    assert.equal(await submit.getAttribute('title'), NOT_READY);
    // A new order asks the api for its postage.
    await firstPostage;

    await form.getByRole('checkbox', { name: `${bookletName(first)} bestellen` }).check();
    const quantity = form.getByLabel(`Anzahl ${bookletName(first)}`);
    assert.equal(await quantity.inputValue(), '1');
    await quantity.fill('2');
    const askedForThree = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/order/postage?quantity=3'),
    );
    await form.getByRole('checkbox', { name: `${bookletName(second)} bestellen` }).check();
    const expected = first.unitPrice * 2 + second.unitPrice + postageFor(3);
    assert.equal(await form.getByTestId('order-postage').textContent(), chf(postageFor(3)));
    assert.equal(await form.getByTestId('order-total').textContent(), chf(expected));
    await askedForThree;
    assert.equal(await form.getByTestId('order-postage').textContent(), chf(postageFor(3)));

    const email = `private.${Date.now()}@example.ch`;
    await fillAddress(form, {
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 5',
      zip: '5000',
      city: 'Aarau',
      email: email,
    });
    assert.equal(await submit.isDisabled(), false);
    assert.equal(await submit.getAttribute('title'), READY);
    await submit.click();

    await form
      .getByRole('alert')
      .getByText('Ihre Bestellung haben wir erhalten, vielen Dank!')
      .waitFor();
    assert.equal(await submit.isDisabled(), true);
    assert.equal(
      await form.getByRole('checkbox', { name: `${bookletName(first)} bestellen` }).isChecked(),
      false,
    );
    assert.equal(await form.locator('input[name="firstname"]').inputValue(), '');
    const [stored] = await ordersOf(email);
    assert.equal(stored.total, expected);
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
    const [booklet] = await orderableBooklets();
    const { page, form } = await openOrderForm(openPage);
    await form.getByRole('radio', { name: 'Firma' }).check();
    await form.getByRole('checkbox', { name: `${bookletName(booklet)} bestellen` }).check();
    const email = `company.${Date.now()}@example.ch`;
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

  it('keeps the button disabled with an invalid zip or missing names', async () => {
    const [booklet] = await orderableBooklets();
    const { page, form } = await openOrderForm(openPage);
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    await form.getByRole('checkbox', { name: `${bookletName(booklet)} bestellen` }).check();
    await fillAddress(form, {
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 5',
      zip: '0123',
      city: 'Aarau',
      email: 'anna@example.ch',
    });
    await form.getByText('PLZ muss gültige PLZ sein.').waitFor();
    assert.equal(await submit.isDisabled(), true);
    assert.equal(await submit.getAttribute('title'), NOT_READY);

    await fillAddress(form, { zip: '5000', lastname: '' });
    await form.getByText('Nachname darf nicht leer sein.').waitFor();
    assert.equal(await submit.isDisabled(), true);
    await fillAddress(form, { lastname: 'Muster' });
    assert.equal(await submit.getAttribute('title'), READY);
    await page.close();
  });

  it("ticks a booklet when its card's order badge is clicked", async () => {
    const booklets = await orderableBooklets();
    const { page, form } = await openOrderForm(openPage);
    const card = page.getByRole('article', { name: bookletName(booklets[0]), exact: true });
    await card.getByRole('button', { name: /^(Bestellen!|Vorbestellen)$/ }).click();
    const checkbox = form.getByRole('checkbox', { name: `${bookletName(booklets[0])} bestellen` });
    await page.waitForFunction(
      () => document.getElementById('order')?.getBoundingClientRect().top < 300,
    );
    assert.equal(await checkbox.isChecked(), true);
    await page.close();
  });
});
