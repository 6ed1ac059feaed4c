import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { logInAs } from '../support/dashboard-session.mjs';
import { newBooklet, uniqueTag } from '../support/fixtures.mjs';
import { chf, placeOrder } from '../support/orders.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

describe('the orders dashboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('lets a franchisee find an order, change its postage and see the new total', async () => {
    const { booklet } = await newBooklet();
    const email = `dashboard.${uniqueTag()}@example.ch`;
    const order = await placeOrder(booklet, email, 2);
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/orders`);
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    await page.getByRole('searchbox', { name: 'Suche (Name, Bestellnummer, E-mail)' }).fill(email);
    await page.getByTestId('order-totals').getByText('1 Bestellung(en)').waitFor();
    await page.getByRole('link', { name: order.displayOrderId }).click();

    const postageCard = page.getByRole('form', { name: 'Porto', exact: true });
    await postageCard.getByRole('button', { name: 'Bearbeiten' }).click();
    await postageCard.getByRole('textbox', { name: 'Porto', exact: true }).fill('9');
    await postageCard.getByLabel('Porto-Bezeichnung').fill('Einschreiben');
    await postageCard.getByRole('button', { name: 'Speichern' }).click();
    const expected = booklet.unitPrice * 2 + 9;
    await page
      .getByTestId('order-detail-total')
      .getByText(`Total: ${chf(expected)}`)
      .waitFor();
    const total = page.getByTestId('order-detail-total');
    assert.equal(await total.textContent(), `Total: ${chf(expected)}`);
    await page.close();
  });
});
