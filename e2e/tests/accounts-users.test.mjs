import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiLogin, loginAs, startLoggedOut, userIdOf } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const DRAWER_ENTRIES = {
  'superadmin@demo.ch': [
    'Gutscheine',
    'Booklets',
    'Termine',
    'Betriebe',
    'Partner-Bestellungen',
    'Bestellungen',
    'Regionen',
    'Benutzer',
    'Text-Blöcke',
    'Statistik',
  ],
  'franchisee@demo.ch': [
    'Gutscheine',
    'Booklets',
    'Termine',
    'Betriebe',
    'Partner-Bestellungen',
    'Bestellungen',
    'Text-Blöcke',
    'Statistik',
  ],
  'designer@demo.ch': ['Gutscheine', 'Booklets', 'Termine'],
  'company@demo.ch': ['Gutscheine', 'Booklet Bestellung'],
};
DRAWER_ENTRIES['admin@demo.ch'] = DRAWER_ENTRIES['superadmin@demo.ch'];

async function api(method, path, token, body) {
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe('drawer, user dialog and user administration', { skip: skipReason }, () => {
  const openPage = useBrowser();

  for (const [email, entries] of Object.entries(DRAWER_ENTRIES)) {
    it(`shows ${email} the drawer entries of its role`, async () => {
      const { page } = await openPage();
      await startLoggedOut(page);
      await loginAs(page, email);
      await page.goto(`${portalUrl}/`);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const drawer = page.getByRole('navigation', { name: 'Menü', exact: true });
      await drawer.getByRole('button', { name: 'Profil' }).waitFor();
      assert.deepEqual(await drawer.getByRole('link').allTextContents(), entries);
      await page.close();
    });
  }

  it('switches the interface to en-US from the user dialog', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    const designer = await loginAs(page, 'designer@demo.ch');
    try {
      await page.goto(`${portalUrl}/`);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('button', { name: 'Profil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profil' });
      await dialog.getByRole('combobox', { name: 'Sprache' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await page.getByRole('dialog', { name: 'Profile' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).waitFor();
    } finally {
      // The demo designer keeps German for the tests that log in after this one.
      const id = userIdOf(designer.token);
      await api('PUT', `user/${id}/locale`, designer.token, { preferredLocale: 'de-CH' });
      await page.close();
    }
  });

  it('lets an admin toggle a role of another user', async () => {
    const admin = await apiLogin('admin@demo.ch');
    const users = (await api('GET', 'user', admin.token)).body;
    const designer = users.find((user) => user.email === 'designer@demo.ch');
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'admin@demo.ch');
    await page.goto(`${portalUrl}/dashboard/users/${designer.id}`);
    await page.getByRole('tab', { name: 'Rollen' }).click();
    const franchisee = page.getByRole('switch', { name: 'Franchisenehmer' });
    assert.equal(await franchisee.getAttribute('aria-checked'), 'false');
    await franchisee.click();
    try {
      await page.getByRole('switch', { name: 'Franchisenehmer', checked: true }).waitFor();
      const after = (await api('GET', `user/${designer.id}`, admin.token)).body;
      assert.deepEqual(after.roles.sort(), ['Franchisee', 'GraphicDesigner']);
    } finally {
      // The demo designer goes back to its own role for the tests that log in after this one.
      const roles = (await api('GET', `user/${designer.id}`, admin.token)).body.roles;
      if (roles.includes('Franchisee')) {
        await api('POST', 'auth/toggle-role', admin.token, {
          userId: designer.id,
          roleName: 'Franchisee',
        });
      }
      await page.close();
    }
  });

  it('lets a franchisee delete a user after confirming', async () => {
    const admin = await apiLogin('admin@demo.ch');
    const created = await api('POST', 'auth/register', admin.token, {
      email: 'to-delete@demo.ch',
      password: null,
      firstname: 'Dora',
      lastname: 'Delete',
      companyId: null,
    });
    assert.equal(created.status, 201);
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'franchisee@demo.ch');
    await page.goto(`${portalUrl}/dashboard/users/${created.body.id}`);
    await page.getByRole('tab', { name: 'Benutzer löschen' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Benutzer löschen' }).click();
    await page.getByText('Soll dieser Benutzer wirklich gelöscht werden?').waitFor();
    await page
      .getByRole('alertdialog', { name: 'Bitte bestätigen' })
      .getByRole('button', { name: 'Benutzer löschen' })
      .click();
    await page.waitForURL(`${portalUrl}/`);
    assert.equal((await api('GET', `user/${created.body.id}`, admin.token)).status, 404);
    await page.close();
  });
});
