import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Role } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { apiAs } from '../support/api.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { newCompanyUser, newStaffUser, newUser, preferLocale } from '../support/fixtures.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import { walkTabs } from '../support/tabs.mjs';

const DRAWER_ENTRIES = {
  [DEMO.superAdmin]: [
    'Gutscheine',
    'Booklets',
    'Termine',
    'Betriebe',
    'Partner-Bestellungen',
    'Bestellungen',
    'Wallets',
    'Regionen',
    'Benutzer',
    'Text-Blöcke',
    'Statistik',
  ],
  [DEMO.franchisee]: [
    'Gutscheine',
    'Booklets',
    'Termine',
    'Betriebe',
    'Partner-Bestellungen',
    'Bestellungen',
    'Wallets',
    'Text-Blöcke',
    'Statistik',
  ],
  [DEMO.designer]: ['Gutscheine', 'Booklets', 'Termine'],
  [DEMO.company]: ['Gutscheine', 'Booklet Bestellung', 'Einlösungen'],
};
DRAWER_ENTRIES[DEMO.admin] = DRAWER_ENTRIES[DEMO.superAdmin];

describe('drawer, user dialog and user administration', { skip: skipReason }, () => {
  const openPage = useBrowser();

  for (const [email, entries] of Object.entries(DRAWER_ENTRIES)) {
    it(`shows ${email} the drawer entries of its role`, async () => {
      const { page } = await openPage();
      await logInAs(page, email);
      await page.goto(`${portalUrl}/`);
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const drawer = page.getByRole('navigation', { name: 'Menü', exact: true });
      await drawer.getByRole('button', { name: 'Profil' }).waitFor();
      assert.deepEqual(await drawer.getByRole('link').allTextContents(), entries);
      await page.close();
    });
  }

  it('switches the interface to en-US from the user dialog', async () => {
    const user = await newUser();
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profil' });
    await dialog.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('dialog', { name: 'Profile' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).waitFor();
    await page.close();
  });

  it("walks a user's tabs by keyboard, as the voucher section's: one Tab stop, arrows, named panels", async () => {
    const designer = await newStaffUser(Role.GraphicDesigner);
    const { page } = await openPage();
    await logInAs(page, DEMO.admin);
    await page.goto(`${portalUrl}/dashboard/users/${designer.id}`);
    const tablist = page.getByRole('tablist', { name: 'Bereiche des Benutzers' });
    await tablist.waitFor();
    await walkTabs(tablist, ['Details', 'Rollen', 'Passwort ändern', 'Benutzer löschen']);
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('tabpanel', { name: 'Rollen' })
      .getByRole('switch', { name: 'Franchisenehmer' })
      .waitFor();
    await page.close();
  });

  it('lets an admin toggle a role of another user', async () => {
    const designer = await newStaffUser(Role.GraphicDesigner);
    const admin = await apiAs(DEMO.admin);
    const { page } = await openPage();
    await logInAs(page, DEMO.admin);
    await page.goto(`${portalUrl}/dashboard/users/${designer.id}`);
    await page.getByRole('tab', { name: 'Rollen' }).click();
    const franchisee = page.getByRole('switch', { name: 'Franchisenehmer' });
    assert.equal(await franchisee.getAttribute('aria-checked'), 'false');
    await franchisee.click();
    await page.getByRole('switch', { name: 'Franchisenehmer', checked: true }).waitFor();
    const after = await admin.get(`user/${designer.id}`);
    assert.deepEqual(after.roles.sort(), [Role.Franchisee, Role.GraphicDesigner]);
    await page.close();
  });

  /** Deletes the user whose page is open, confirming, in the page's language. */
  async function deleteUser(page, { tab, question, confirm }) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: tab }).click();
    await page.getByText(question).waitFor();
    await page
      .getByRole('alertdialog', { name: confirm })
      .getByRole('button', { name: tab })
      .click();
  }

  it("lets a franchisee delete a company's user from the company's page and returns there", async () => {
    const { company, user } = await newCompanyUser();
    const admin = await apiAs(DEMO.admin);
    const { page } = await openPage();
    await logInAs(page, DEMO.franchisee);
    await page.goto(`${portalUrl}/dashboard/companies/${company.id}`);
    const users = page.getByRole('table', { name: 'Benutzer des Betriebs' });
    await users.getByRole('link', { name: /^Nina Neu/ }).click();
    await page.waitForURL(`${portalUrl}/dashboard/users/${user.id}`);
    await deleteUser(page, {
      tab: 'Benutzer löschen',
      question: 'Soll dieser Benutzer wirklich gelöscht werden?',
      confirm: 'Bitte bestätigen',
    });
    await page.waitForURL(`${portalUrl}/dashboard/companies/${company.id}`);
    await page.getByText('Benutzer wurde gelöscht').waitFor();
    await page.getByText('Dieser Betrieb hat noch keine Benutzer.').waitFor();
    assert.equal((await admin.call('GET', `user/${user.id}`)).status, 404);
    await page.close();
  });

  it('lets an admin delete a user and returns to every user, in English too', async () => {
    const englishAdmin = await newStaffUser(Role.Admin);
    await preferLocale(englishAdmin, 'en-US');
    const user = await newUser({ firstname: 'Dora' });
    const { page } = await openPage();
    await logInAs(page, englishAdmin);
    await page.goto(`${portalUrl}/dashboard/users/${user.id}`);
    await deleteUser(page, {
      tab: 'Delete user',
      question: 'Do you really want to delete this user?',
      confirm: 'Please confirm',
    });
    await page.waitForURL(`${portalUrl}/dashboard/users`);
    await page.getByText('The user was deleted').waitFor();
    assert.equal((await englishAdmin.api.call('GET', `user/${user.id}`)).status, 404);
    await page.close();
  });
});
