import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DASHBOARD_PREFIX, hasAnyPermission, permissionsOf, ROUTES } from '@gb/contracts';
import { scrollsSideways, seriousViolations, tabTo } from '../support/accessibility.mjs';
import { apiLogin, loginAs, userIdOf } from '../support/login.mjs';
import { orderableBooklets, placeOrder } from '../support/orders.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DEMO_USERS = [
  'superadmin@demo.ch',
  'admin@demo.ch',
  'franchisee@demo.ch',
  'designer@demo.ch',
  'company@demo.ch',
];
const PHONE = { width: 390, height: 844 };

/** Every dashboard page of the route table the user may open, its parameters filled in. */
async function dashboardPagesOf(username) {
  const tokens = await apiLogin(username);
  const me = await fetch(`${portalUrl}/api/v1/user/${userIdOf(tokens.token)}`, {
    headers: { Authorization: `Bearer ${tokens.token}` },
  }).then((response) => response.json());
  const permissions = permissionsOf(me.roles);
  return ROUTES.filter((route) => route.path.startsWith(DASHBOARD_PREFIX))
    .filter((route) => hasAnyPermission(permissions, route.anyOf))
    .map((route) =>
      route.path.replace(/:(\w+)/g, (_, name) => (name === 'userId' ? String(me.id) : '1')),
    );
}

async function openDashboardPage(page, path) {
  await page.goto(`${portalUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lists and cards fill in after their data arrives.
  await page.waitForLoadState('networkidle');
}

describe('the dashboards, for every demo role', { skip: skipReason }, () => {
  const openPage = useBrowser();

  for (const username of DEMO_USERS) {
    it(`has no critical or serious accessibility violation on any page ${username} may open`, async () => {
      const { page } = await openPage();
      await loginAs(page, username);
      const found = [];
      for (const path of await dashboardPagesOf(username)) {
        await openDashboardPage(page, path);
        for (const violation of await seriousViolations(page)) found.push({ path, ...violation });
      }
      assert.deepEqual(found, []);
      await page.close();
    });
  }
});

describe('the changed dashboards in English', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows orders, users and regions in English with no critical or serious violation', async () => {
    const tokens = await apiLogin('superadmin@demo.ch');
    const userId = userIdOf(tokens.token);
    const setLocale = (preferredLocale) =>
      fetch(`${portalUrl}/api/v1/user/${userId}/locale`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${tokens.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ preferredLocale }),
      });
    assert.equal((await setLocale('en-US')).status, 200);
    try {
      const { page } = await openPage();
      await loginAs(page, 'superadmin@demo.ch');
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
    } finally {
      await setLocale('de-CH');
    }
  });
});

describe('the dashboards on a phone and by keyboard', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows the orders and the users at 390 px without sideways scrolling', async () => {
    const [booklet] = await orderableBooklets();
    await placeOrder(booklet, `phone.${Date.now()}@example.ch`, 2);
    const { page } = await openPage();
    await page.setViewportSize(PHONE);
    await loginAs(page, 'superadmin@demo.ch');
    for (const path of ['/dashboard/orders', '/dashboard/users']) {
      await openDashboardPage(page, path);
      await page
        .getByRole('list', { name: path.endsWith('orders') ? 'Bestellungen' : 'Benutzer' })
        .waitFor();
      assert.equal(await scrollsSideways(page), false, `${path} scrolls sideways`);
    }
    await page.close();
  });

  it('opens the whole drawer on a phone', async () => {
    const { page } = await openPage();
    await page.setViewportSize(PHONE);
    await loginAs(page, 'franchisee@demo.ch');
    await openDashboardPage(page, '/dashboard/orders');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.getByRole('link', { name: 'Bestellungen', exact: true }).waitFor();
    await page.waitForTimeout(300);
    const box = await drawer.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `drawer at ${JSON.stringify(box)}`);
    assert.equal(await scrollsSideways(page), false);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.close();
  });

  it('lets a franchisee change an order by keyboard alone: drawer, orders, order, quantity, save, back', async () => {
    const [booklet] = await orderableBooklets();
    const email = `keyboard.${Date.now()}@example.ch`;
    const order = await placeOrder(booklet, email, 2);
    const { page } = await openPage();
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/`);

    await tabTo(page, page.getByRole('button', { name: 'Menü öffnen' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await tabTo(page, drawer.getByRole('link', { name: 'Bestellungen', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();

    await tabTo(page, page.getByRole('link', { name: order.displayOrderId }), 200);
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
