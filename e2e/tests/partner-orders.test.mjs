import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scrollsSideways, seriousViolations } from '../support/accessibility.mjs';
import { apiLogin, loginAs, userIdOf } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

/** An api call as the demo user; answers the body. */
async function apiAs(username, path) {
  const { token } = await apiLogin(username);
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The texts of the cells of the table row that holds all the texts given. */
async function rowCells(table, ...texts) {
  let row = table.getByRole('row');
  for (const text of texts) row = row.filter({ hasText: text });
  await row.first().waitFor();
  return row.first().getByRole('cell').allTextContents();
}

/** Clicks an order's next-step button and confirms it in the dialog. */
async function moveState(page, table, displayOrderId, label) {
  const name = `Auf «${label}» setzen`;
  await table
    .getByRole('row')
    .filter({ hasText: displayOrderId })
    .getByRole('button', { name })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name }).click();
  await page.getByText('Status wurde erfolgreich geändert').first().waitFor();
  await table
    .getByRole('row')
    .filter({ hasText: displayOrderId })
    .filter({ hasText: label })
    .waitFor();
}

describe('partner orders in the dashboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('runs an order from Booklet Bestellung to billing and a return to collection, with stock and sell-through', async () => {
    const offered = await apiAs('company@demo.ch', 'partner-order/booklets');
    const booklet = offered.find(
      (candidate) => candidate.type === 'Commission' && (candidate.remainingAllowance ?? 3) >= 3,
    );
    assert.ok(booklet, 'the demo company may order a commission booklet');
    const name = `${booklet.regionName} ${booklet.year}`;

    // The company orders three through 'Booklet Bestellung'.
    const { page } = await openPage();
    await loginAs(page, 'company@demo.ch');
    await page.goto(`${portalUrl}/dashboard/partner-orders`);
    await page.getByRole('heading', { level: 1, name: 'Booklet Bestellung' }).waitFor();
    const orderForm = page.getByRole('form', { name: 'Booklets bestellen' });
    const quantity = orderForm.getByRole('textbox', { name: `Anzahl ${name}` });
    await quantity.fill('3');
    await quantity.press('Tab');
    await orderForm.getByRole('button', { name: 'Bestellen' }).click();
    await page.getByText('Ihre Bestellung haben wir erhalten, vielen Dank!').waitFor();
    const [order] = await apiAs('company@demo.ch', 'partner-order');
    const ownOrders = page.getByRole('table', { name: 'Ihre Bestellungen' });
    const ordered = await rowCells(ownOrders, order.displayOrderId);
    assert.deepEqual(ordered.slice(2), ['Bestellt', 'Kommission', `${name} × 3`]);
    await page.close();

    // The franchisee ships and bills it.
    const staff = (await openPage()).page;
    await loginAs(staff, 'franchisee@demo.ch');
    await staff.goto(`${portalUrl}/dashboard/partner-orders?company=${order.companyId}`);
    await staff.getByRole('heading', { level: 1, name: 'Partner-Bestellungen' }).waitFor();
    const partnerOrders = staff.getByRole('table', { name: 'Partnerbestellungen' });
    await moveState(staff, partnerOrders, order.displayOrderId, 'Versandt');
    await moveState(staff, partnerOrders, order.displayOrderId, 'Verrechnet');
    await staff.close();

    // The company asks to return one, and reports it still holds one.
    const again = (await openPage()).page;
    await loginAs(again, 'company@demo.ch');
    await again.goto(`${portalUrl}/dashboard/partner-orders`);
    const returnForm = again.getByRole('form', { name: 'Rückgabe anmelden' });
    await returnForm.getByText('Noch 3 zurückgebbar').waitFor();
    const toReturn = returnForm.getByRole('textbox', { name: 'Anzahl' });
    await toReturn.fill('2');
    await toReturn.press('Tab');
    await returnForm.getByRole('button', { name: 'Rückgabe anmelden' }).click();
    await again.getByText('Ihre Rückgabe haben wir erfasst...').waitFor();
    const inventoryForm = again.getByRole('form', { name: 'Lagerbestand melden' });
    const held = inventoryForm.getByRole('textbox', { name: 'Noch vorhanden' });
    await held.fill('1');
    await held.press('Tab');
    await inventoryForm.getByRole('button', { name: 'Melden' }).click();
    await again.getByText('Ihr Lagerbestand wurde gemeldet').waitFor();
    await again.close();

    // The franchisee collects the return and reads the numbers.
    const [returned] = await apiAs(
      'franchisee@demo.ch',
      `return-order?companyId=${order.companyId}`,
    );
    const last = (await openPage()).page;
    await loginAs(last, 'franchisee@demo.ch');
    await last.goto(`${portalUrl}/dashboard/partner-orders?company=${order.companyId}`);
    const returns = last.getByRole('table', { name: 'Rückgaben' });
    // Two were announced, one came back.
    const collect = 'Auf «Abgeholt» setzen';
    await returns
      .getByRole('row')
      .filter({ hasText: returned.displayOrderId })
      .getByRole('button', { name: collect })
      .click();
    const counting = last.getByRole('alertdialog', {
      name: `Rückgabe ${returned.displayOrderId} abholen`,
    });
    const cameBack = counting.getByRole('textbox', { name: `Zurückgekommen ${name}` });
    assert.equal(await cameBack.inputValue(), '2');
    await cameBack.fill('1');
    await cameBack.press('Tab');
    await counting.getByRole('button', { name: collect }).click();
    await last.getByText('Status wurde erfolgreich geändert').first().waitFor();
    await returns.getByRole('row').filter({ hasText: 'Abgeholt' }).waitFor();
    // The demo's other partners have rows of the same booklet: the company's own row counts.
    const company = order.companyName;
    const stock = await rowCells(
      last.getByRole('table', { name: 'Lagerübersicht' }),
      company,
      name,
    );
    assert.deepEqual(stock.slice(1), [name, '3', '3', '3', '2', '1']);
    const reported = await rowCells(
      last.getByRole('table', { name: 'Gemeldete Lagerbestände' }),
      company,
      name,
    );
    assert.equal(reported.at(-1), '1');
    const sellThrough = await rowCells(
      last.getByRole('table', { name: 'Abverkauf je Verkaufsstelle' }),
      company,
      name,
    );
    // ICU versions write the Swiss percentage with or without a space.
    assert.deepEqual(sellThrough.slice(1, 6), [name, '3', '1', '1', '1']);
    assert.match(sellThrough[6], /^33\s?%$/);
    await last
      .getByRole('img', { name: /Abverkaufsquote je Verkaufsstelle und Booklet: .*33\s?%/ })
      .waitFor();
    await last.close();
  });

  it('shows both views at 390 px in English without sideways scrolling or serious violations', async () => {
    const found = [];
    for (const [username, title] of [
      ['company@demo.ch', 'Order booklets'],
      ['franchisee@demo.ch', 'Partner orders'],
    ]) {
      const { token } = await apiLogin(username);
      const setLocale = (preferredLocale) =>
        fetch(`${portalUrl}/api/v1/user/${userIdOf(token)}/locale`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ preferredLocale }),
        });
      assert.equal((await setLocale('en-US')).status, 200);
      try {
        const { page } = await openPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await loginAs(page, username);
        await page.goto(`${portalUrl}/dashboard/partner-orders`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.doesNotMatch(await page.locator('main').innerText(), /partnerOrder\w*\.\w+/);
        assert.equal(await scrollsSideways(page), false, `${username} scrolls sideways`);
        for (const violation of await seriousViolations(page))
          found.push({ username, ...violation });
        await page.close();
      } finally {
        await setLocale('de-CH');
      }
    }
    assert.deepEqual(found, []);
  });
});
