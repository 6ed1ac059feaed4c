import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  decodeMail,
  expiredCopyOf,
  mailsOfKind,
  mailsOfKindWhenWritten,
} from '../support/accounts.mjs';
import { apiLogin, loginAs, startLoggedOut } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

async function openLoginDialog(page) {
  await page.goto(`${portalUrl}/`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Anmelden' }).click();
  return page.getByRole('dialog', { name: 'Anmelden' });
}

describe('login, guard and sessions', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows the message and clears the password after a wrong login', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    const dialog = await openLoginDialog(page);
    const loginButton = dialog.getByRole('button', { name: 'Login' });
    assert.equal(await loginButton.isDisabled(), true, 'disabled until the form is valid');
    await dialog.getByLabel('E-mail').fill('admin@demo.ch');
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
    await dialog.getByLabel('E-mail').fill('admin@demo.ch');
    await dialog.getByLabel('Passwort').fill('Demo-2for1');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Login' }).click(),
    ]);
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.close();
  });

  it('writes the reset mail when a password is forgotten', async () => {
    const before = mailsOfKind('reset-password').length;
    const { page } = await openPage();
    await startLoggedOut(page);
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await dialog.getByLabel('E-mail').fill('designer@demo.ch');
    await dialog.getByRole('button', { name: 'Neues Passwort senden' }).click();
    await dialog.getByText('E-mail zum Zrücksetzen des Passwortes wurde gesendet').waitFor();
    assert.equal(await dialog.getByLabel('E-mail').inputValue(), '', 'the form is reset');
    const mails = await mailsOfKindWhenWritten('reset-password', before + 1);
    assert.equal(mails.length, before + 1);
    assert.match(decodeMail(mails.at(-1)), /To: designer@demo\.ch/);
    await page.close();
  });

  it('opens the login dialog on a guarded route and keeps the URL', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(`${portalUrl}/dashboard/users`);
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
    assert.equal(page.url(), `${portalUrl}/dashboard/users`);
    assert.equal(await page.getByRole('heading', { name: 'Benutzer' }).count(), 0);
    assert.equal(await page.title(), 'Benutzer – 2für1 Gutscheinbuch');
    await page.close();
  });

  it('sends a Company user who types /dashboard/users to Home', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'company@demo.ch');
    await page.goto(`${portalUrl}/dashboard/users`);
    await page.waitForURL(`${portalUrl}/`);
    assert.equal(await page.getByRole('heading', { name: 'Benutzer' }).count(), 0);
    await page.close();
  });

  it('logs in with a mailed link, removes the parameter and opens the password tab', async () => {
    const before = mailsOfKind('reset-password').length;
    await fetch(`${portalUrl}/api/v1/auth/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'company2@demo.ch' }),
    });
    const mails = await mailsOfKindWhenWritten('reset-password', before + 1);
    const mail = decodeMail(mails.at(-1));
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
    const tokens = await apiLogin('admin@demo.ch');
    const { page: first, requests: firstRequests } = await openPage();
    await startLoggedOut(first);
    await first.goto(`${portalUrl}/legal-notice`);
    await first.evaluate(
      (value) => localStorage.setItem('gb.tokens', value),
      JSON.stringify({ ...tokens, token: expiredCopyOf(tokens.token) }),
    );
    const { page: second, requests: secondRequests } = await openPage();
    await Promise.all([
      first.goto(`${portalUrl}/dashboard/users`),
      second.goto(`${portalUrl}/dashboard/users`),
    ]);
    for (const page of [first, second]) {
      await page.getByRole('link', { name: 'Andreas Keller' }).waitFor();
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
