import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Role } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { scrollsSideways, seriousViolations } from '../support/accessibility.mjs';
import { apiAs } from '../support/api.mjs';
import { logInAs, rowCells } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompanyUser,
  newStaffUser,
  newVoucher,
  preferLocale,
} from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

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
    // A company of its own with a voucher in a booklet of its own: it takes the booklet on
    // commission, and its stock rows are this test's alone.
    const { booklet, name } = await newBooklet();
    const { company, user } = await newCompanyUser({ isPointOfSales: true });
    await newVoucher({ companyId: company.id, bookletId: booklet.id });
    const offered = await user.api.get('partner-order/booklets');
    assert.equal(
      offered.find((candidate) => candidate.id === booklet.id)?.type,
      'Commission',
      'the company orders its booklet on commission',
    );

    // The company orders three through 'Booklet Bestellung'.
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/partner-orders`);
    await page.getByRole('heading', { level: 1, name: 'Booklet Bestellung' }).waitFor();
    const orderForm = page.getByRole('form', { name: 'Booklets bestellen' });
    const quantity = orderForm.getByRole('textbox', { name: `Anzahl ${name}` });
    await quantity.fill('3');
    await quantity.press('Tab');
    await orderForm.getByRole('button', { name: 'Bestellen' }).click();
    await page.getByText('Ihre Bestellung haben wir erhalten, vielen Dank!').waitFor();
    const [order] = await user.api.get('partner-order');
    const ownOrders = page.getByRole('table', { name: 'Ihre Bestellungen' });
    const ordered = await rowCells(ownOrders, [order.displayOrderId]);
    assert.deepEqual(ordered.slice(2), ['Bestellt', 'Kommission', `${name} × 3`]);
    await page.close();

    // The franchisee ships and bills it.
    const staff = (await openPage()).page;
    await logInAs(staff, DEMO.franchisee);
    await staff.goto(`${portalUrl}/dashboard/partner-orders?company=${order.companyId}`);
    await staff.getByRole('heading', { level: 1, name: 'Partner-Bestellungen' }).waitFor();
    const partnerOrders = staff.getByRole('table', { name: 'Partnerbestellungen' });
    await moveState(staff, partnerOrders, order.displayOrderId, 'Versandt');
    await moveState(staff, partnerOrders, order.displayOrderId, 'Verrechnet');
    await staff.close();

    // The company asks to return one, and reports it still holds one.
    const again = (await openPage()).page;
    await logInAs(again, user);
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
    const franchisee = await apiAs(DEMO.franchisee);
    const [returned] = await franchisee.get(`return-order?companyId=${order.companyId}`);
    const last = (await openPage()).page;
    await logInAs(last, DEMO.franchisee);
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
    await returns
      .getByRole('row')
      .filter({ hasText: returned.displayOrderId })
      .filter({ hasText: 'Abgeholt' })
      .waitFor();
    // The tables refetch after the collection: each row is read once it shows the new figures.
    const ownRow = [company.name, name];
    await rowCells(last.getByRole('table', { name: 'Lagerübersicht' }), ownRow, {
      pick: (cells) => cells.slice(1),
      expected: [name, '3', '3', '3', '2', '1'],
    });
    await rowCells(last.getByRole('table', { name: 'Gemeldete Lagerbestände' }), ownRow, {
      pick: (cells) => cells.at(-1),
      expected: '1',
    });
    const sellThrough = await rowCells(
      last.getByRole('table', { name: 'Abverkauf je Verkaufsstelle' }),
      ownRow,
      { pick: (cells) => cells.slice(1, 6), expected: [name, '3', '1', '1', '1'] },
    );
    // ICU versions write the Swiss percentage with or without a space.
    assert.match(sellThrough[6], /^33\s?%$/);
    await last
      .getByRole('img', { name: /Abverkaufsquote je Verkaufsstelle und Booklet: .*33\s?%/ })
      .waitFor();
    await last.close();
  });

  it('offers a graphic designer, who acts for no company, no partner orders: a typed URL goes Home', async () => {
    const designer = await newStaffUser(Role.GraphicDesigner);
    const { page } = await openPage();
    await logInAs(page, designer);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menü', exact: true });
    await drawer.getByRole('link', { name: 'Gutscheine' }).waitFor();
    for (const entry of ['Partner-Bestellungen', 'Booklet Bestellung']) {
      assert.equal(await drawer.getByRole('link', { name: entry }).count(), 0, entry);
    }
    await page.keyboard.press('Escape');

    await page.goto(`${portalUrl}/dashboard/partner-orders`);
    await page.waitForURL(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const title of ['Partner-Bestellungen', 'Booklet Bestellung']) {
      assert.equal(await page.getByRole('heading', { name: title }).count(), 0, title);
    }
    assert.equal(await page.getByRole('form').count(), 0, 'no order, return or stock form');
    await page.close();
  });

  it('shows both views at 390 px in English without sideways scrolling or serious violations', async () => {
    // Their language changes: a Company user and a franchisee of its own.
    const { user: companyUser } = await newCompanyUser();
    const franchisee = await newStaffUser(Role.Franchisee);
    const found = [];
    for (const [user, title] of [
      [companyUser, 'Order booklets'],
      [franchisee, 'Partner orders'],
    ]) {
      await preferLocale(user, 'en-US');
      const { page } = await openPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await logInAs(page, user);
      await page.goto(`${portalUrl}/dashboard/partner-orders`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.doesNotMatch(await page.locator('main').innerText(), /partnerOrder\w*\.\w+/);
      assert.equal(await scrollsSideways(page), false, `${title} scrolls sideways`);
      for (const violation of await seriousViolations(page)) found.push({ title, ...violation });
      await page.close();
    }
    assert.deepEqual(found, []);
  });
});
