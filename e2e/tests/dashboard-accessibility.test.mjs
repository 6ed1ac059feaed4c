import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DASHBOARD_PREFIX, mayOpenRoute, permissionsOf, Role, ROUTES } from '@gb/contracts';
import { DEMO, userIdOf } from '@gb/test-kit';

import {
  headingJumps,
  scrollsSideways,
  seriousViolations,
  tabTo,
} from '../support/accessibility.mjs';
import { apiAs } from '../support/api.mjs';
import { logInAs, settled, typeKeyByKey } from '../support/dashboard-session.mjs';
import {
  newBooklet,
  newCompanyUser,
  newStaffUser,
  newUser,
  newVoucher,
  preferLocale,
  uniqueTag,
} from '../support/fixtures.mjs';
import { placeOrder } from '../support/orders.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const PHONE = { width: 390, height: 844 };

/**
 * The entities of its own a test opens the detail pages of, by the route table's parameter
 * names: a region with its booklet, a company with a voucher in it and its Company user, and a
 * text block.
 */
async function ownEntities() {
  const { booklet, region } = await newBooklet();
  const { company, user } = await newCompanyUser();
  const voucher = await newVoucher({ companyId: company.id, bookletId: booklet.id });
  const franchisee = await apiAs(DEMO.franchisee);
  const textBlock = await franchisee.post('text-block', {
    canonical: `barrierefrei-${uniqueTag()}`,
    text: 'Ein Text-Block zum Prüfen der Barrierefreiheit',
    internalNotes: '',
  });
  return {
    companyUser: user,
    ids: {
      regionId: region.id,
      bookletId: booklet.id,
      companyId: company.id,
      voucherId: voucher.id,
      textBlockId: textBlock.id,
    },
  };
}

/** Every dashboard page of the route table the user may open, with its own entities' ids. */
async function dashboardPagesOf(client, ids) {
  const me = await client.get(`user/${userIdOf(client.token)}`);
  const permissions = permissionsOf(me.roles);
  return ROUTES.filter((route) => route.path.startsWith(DASHBOARD_PREFIX))
    .filter((route) => mayOpenRoute(route, permissions, me.roles))
    .map((route) =>
      route.path.replace(/:(\w+)/g, (_, name) => String(name === 'userId' ? me.id : ids[name])),
    );
}

async function openDashboardPage(page, path) {
  await page.goto(`${portalUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lists and cards fill in after their data arrives.
  await page.waitForLoadState('networkidle');
}

async function violationsOnEveryPage(page, client, ids) {
  const found = [];
  for (const path of await dashboardPagesOf(client, ids)) {
    await openDashboardPage(page, path);
    for (const violation of await seriousViolations(page)) found.push({ path, ...violation });
    // Headings a screen reader lists: a page's cards and sections are one level below its title.
    for (const jump of await headingJumps(page)) found.push({ path, id: 'heading-order', jump });
  }
  return found;
}

describe('the dashboards, for every role', { skip: skipReason }, () => {
  const openPage = useBrowser();

  // Staff only read here: the demo accounts.
  for (const username of [DEMO.superAdmin, DEMO.admin, DEMO.franchisee, DEMO.designer]) {
    it(`has no critical or serious accessibility violation nor a skipped heading level on any page ${username} may open`, async () => {
      const { ids } = await ownEntities();
      const { page } = await openPage();
      await logInAs(page, username);
      assert.deepEqual(await violationsOnEveryPage(page, await apiAs(username), ids), []);
      await page.close();
    });
  }

  it('has no critical or serious accessibility violation nor a skipped heading level on any page a Company user may open', async () => {
    const { ids, companyUser } = await ownEntities();
    const { page } = await openPage();
    await logInAs(page, companyUser);
    assert.deepEqual(await violationsOnEveryPage(page, companyUser.api, ids), []);
    await page.close();
  });
});

describe('the changed dashboards in English', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows orders, users and regions in English with no critical or serious violation', async () => {
    // The admin's language changes: an admin of its own.
    const admin = await newStaffUser(Role.Admin);
    await preferLocale(admin, 'en-US');
    const { page } = await openPage();
    await logInAs(page, admin);
    const found = [];
    for (const [path, title] of [
      ['/dashboard/orders', 'Orders'],
      ['/dashboard/users', 'Users'],
      ['/dashboard/regions', 'Regions'],
      ['/dashboard/partner-orders', 'Partner orders'],
    ]) {
      await page.goto(`${portalUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      const text = await page.locator('main').innerText();
      assert.doesNotMatch(
        text,
        /\b(orderAdmin|kit|fields|common|userDialog|partnerOrder\w*|returnOrderStates)\.\w+/,
        path,
      );
      for (const violation of await seriousViolations(page)) found.push({ path, ...violation });
    }
    assert.deepEqual(found, []);
    await page.close();
  });
});

describe('the dashboards on a phone and by keyboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows the orders and the users at 390 px without sideways scrolling', async () => {
    const { booklet } = await newBooklet();
    const email = `phone.${uniqueTag()}@example.ch`;
    await placeOrder(booklet, email, 2);
    const user = await newUser();
    const { page } = await openPage();
    await page.setViewportSize(PHONE);
    await logInAs(page, DEMO.superAdmin);
    // Each list searched for this test's own entry.
    for (const [path, search, list] of [
      ['/dashboard/orders', email, 'Bestellungen'],
      ['/dashboard/users', user.email, 'Benutzer'],
    ]) {
      await openDashboardPage(page, `${path}?search=${encodeURIComponent(search)}`);
      await page.getByRole('list', { name: list }).getByText(search).first().waitFor();
      assert.equal(await scrollsSideways(page), false, `${path} scrolls sideways`);
    }
    await page.close();
  });

  it('opens the whole drawer on a phone', async () => {
    const { page } = await openPage();
    await page.setViewportSize(PHONE);
    await logInAs(page, DEMO.franchisee);
    await openDashboardPage(page, '/dashboard/orders');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.getByRole('link', { name: 'Bestellungen', exact: true }).waitFor();
    await settled(drawer);
    const box = await drawer.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `drawer at ${JSON.stringify(box)}`);
    assert.equal(await scrollsSideways(page), false);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.close();
  });

  it('lets a franchisee change an order by keyboard alone: drawer, orders, search, order, quantity, save, back', async () => {
    const { booklet } = await newBooklet();
    const email = `keyboard.${uniqueTag()}@example.ch`;
    const order = await placeOrder(booklet, email, 2);
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/`);

    await tabTo(page, page.getByRole('button', { name: 'Menü öffnen' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await tabTo(page, drawer.getByRole('link', { name: 'Bestellungen', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();

    // The list holds every order: its search, by keyboard too, narrows it to this test's own.
    await tabTo(page, page.getByRole('searchbox', { name: 'Suche (Name, Bestellnummer, E-mail)' }));
    await typeKeyByKey(page, email);
    await page.getByTestId('order-totals').getByText('1 Bestellung(en)').waitFor();
    await tabTo(page, page.getByRole('link', { name: order.displayOrderId }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: order.displayOrderId }).waitFor();

    const lines = page.getByRole('form', { name: 'Booklets' });
    await tabTo(page, lines.getByRole('button', { name: 'Bearbeiten' }));
    await page.keyboard.press('Enter');
    const quantity = lines.getByRole('textbox', { name: /^Anzahl / });
    await tabTo(page, quantity);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await tabTo(page, lines.getByRole('button', { name: 'Speichern' }));
    await page.keyboard.press('Enter');
    await lines.getByText('Gespeichert').waitFor();
    assert.equal(await quantity.inputValue(), '3');

    await tabTo(page, page.getByRole('link', { name: 'Zurück zur Liste' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    await page.close();
  });
});
