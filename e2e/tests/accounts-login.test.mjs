import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { DEMO } from '@gb/test-kit';

import { expiredCopyOf, mailToWhenWritten } from '../support/accounts.mjs';
import { visitorApi } from '../support/api.mjs';
import { logInAs } from '../support/dashboard-session.mjs';
import { newCompanyUser, newUser } from '../support/fixtures.mjs';
import { apiLogin, DEMO_PASSWORD, startLoggedOut } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

const HOME_HEADING = 'Zwei geniessen, einer bezahlt';

async function openLoginDialog(page) {
  await page.goto(`${portalUrl}/`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Anmelden' }).click();
  return page.getByRole('dialog', { name: 'Anmelden' });
}

describe('login, guard and sessions', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows the message and clears the password after a wrong login', async () => {
    // A wrong password counts against the account: it is one of this test's own.
    const user = await newUser();
    const { page } = await openPage();
    await startLoggedOut(page);
    const dialog = await openLoginDialog(page);
    const loginButton = dialog.getByRole('button', { name: 'Login' });
    assert.equal(await loginButton.isDisabled(), true, 'disabled until the form is valid');
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByLabel('Passwort').fill('Wrong-pass1');
    await loginButton.click();
    await dialog.getByText('Ungültiger Benutzername oder Passwort').waitFor();
    assert.equal(await dialog.getByLabel('Passwort').inputValue(), '');
    await page.close();
  });

  it('logs in through the dialog, reloads and shows the drawer toggle', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('E-mail').fill(DEMO.admin);
    await dialog.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Login' }).click(),
    ]);
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.close();
  });

  it('writes the reset mail when a password is forgotten', async () => {
    const user = await newUser();
    const { page } = await openPage();
    await startLoggedOut(page);
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByRole('button', { name: 'Neues Passwort senden' }).click();
    await dialog.getByText('E-mail zum Zrücksetzen des Passwortes wurde gesendet').waitFor();
    assert.equal(await dialog.getByLabel('E-mail').inputValue(), '', 'the form is reset');
    const mail = await mailToWhenWritten('reset-password', user.email);
    assert.match(mail, /loginHash=[\w-]+/);
    await page.close();
  });

  it('shows Home behind the login dialog for a typed guarded URL, and the page after the login', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(`${portalUrl}/dashboard/users?search=demo`);
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    assert.equal(await page.title(), `${HOME_HEADING} – 2für1 Gutscheinbuch`);
    assert.equal(await page.getByRole('heading', { name: 'Benutzer' }).count(), 0);
    await dialog.getByLabel('E-mail').fill(DEMO.admin);
    await dialog.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForURL(`${portalUrl}/dashboard/users?search=demo`),
      dialog.getByRole('button', { name: 'Login' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Benutzer' }).waitFor();
    assert.equal(await page.title(), 'Benutzer – 2für1 Gutscheinbuch');
    await page.close();
  });

  it('keeps a visitor on their page when a link leads to a guarded route; cancel stays, login arrives', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(`${portalUrl}/contact`);
    await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();
    const contactTitle = await page.title();
    // A link of the portal's pages, as single-spa's links navigate.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/dashboard/orders';
      link.textContent = 'Bestellungen verwalten';
      link.addEventListener('click', (event) => window.singleSpaNavigate(event));
      document.body.append(link);
    });
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await page.getByRole('link', { name: 'Bestellungen verwalten' }).click();
    await dialog.waitFor();
    assert.equal(page.url(), `${portalUrl}/contact`);
    assert.equal(await page.title(), contactTitle);
    await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();

    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), `${portalUrl}/contact`);
    await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();

    await page.getByRole('link', { name: 'Bestellungen verwalten' }).click();
    await dialog.getByLabel('E-mail').fill(DEMO.franchisee);
    await dialog.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForURL(`${portalUrl}/dashboard/orders`),
      dialog.getByRole('button', { name: 'Login' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    await page.close();
  });

  it('sends a Company user who types /dashboard/users to Home', async () => {
    const { user } = await newCompanyUser();
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/dashboard/users`);
    await page.waitForURL(`${portalUrl}/`);
    assert.equal(await page.getByRole('heading', { name: 'Benutzer' }).count(), 0);
    await page.close();
  });

  it('logs in with a mailed link, removes the parameter and opens the password tab', async () => {
    const { user } = await newCompanyUser();
    await visitorApi().post('auth/reset-password', { email: user.email });
    const mail = await mailToWhenWritten('reset-password', user.email);
    const link = /http\S*loginHash=[\w-]+\S*/.exec(mail)?.[0];
    assert.ok(link, 'the mail carries a login link');
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(link.replace(/^http:\/\/[^/]+/, portalUrl));
    await page.getByRole('tab', { name: 'Passwort ändern', selected: true }).waitFor();
    assert.ok(!page.url().includes('loginHash'), `the parameter is gone from ${page.url()}`);
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('gb.tokens')));
    assert.ok(tokens?.token, 'the tokens are stored');
    await page.close();
  });

  it('refreshes an expired token once for two tabs and both continue', async () => {
    const user = await newUser({ firstname: 'Rita', lastname: 'Refresh' });
    const tokens = await apiLogin(DEMO.admin);
    const { page: first, requests: firstRequests } = await openPage();
    await startLoggedOut(first);
    await first.evaluate(
      (value) => localStorage.setItem('gb.tokens', value),
      JSON.stringify({ ...tokens, token: expiredCopyOf(tokens.token) }),
    );
    const { page: second, requests: secondRequests } = await openPage();
    // The list filtered to this test's own user, who is on its first page whatever others add.
    const ownUser = `${portalUrl}/dashboard/users?search=${encodeURIComponent(user.email)}`;
    await Promise.all([first.goto(ownUser), second.goto(ownUser)]);
    for (const page of [first, second]) {
      await page.getByRole('link', { name: 'Rita Refresh' }).waitFor();
    }
    const refreshes = [...firstRequests, ...secondRequests].filter((url) =>
      url.endsWith('/api/v1/auth/refresh'),
    );
    assert.equal(refreshes.length, 1);
    const [a, b] = await Promise.all(
      [first, second].map((page) => page.evaluate(() => localStorage.getItem('gb.tokens'))),
    );
    assert.equal(a, b, 'both tabs share the renewed tokens');
    await first.close();
    await second.close();
  });
});
