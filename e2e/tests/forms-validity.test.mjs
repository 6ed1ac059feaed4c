// Every form of the specification's section 5 keeps its button disabled until it is valid, and
// shows a field's message only once the field was left or a submit was attempted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { logInAs } from '../support/dashboard-session.mjs';
import { newUser } from '../support/fixtures.mjs';
import { startLoggedOut } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';
import { newRegionBooklet, newRegionWithIntro } from '../support/storefront-data.mjs';
import { openVisitorPage } from '../support/storefront-visitor.mjs';

const FORM_NOT_VALID = 'Formular ist nicht gültig';

/** Fills the field labelled `label` (with or without its required mark) and leaves it. */
async function fill(scope, label, value) {
  const field = scope.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  await field.fill(value);
  await field.blur();
}

async function openOwnProfile(page) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Profil' }).click();
  return page.getByRole('dialog', { name: 'Profil' });
}

describe('forms stay disabled until valid', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('login and forgot password', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    const login = dialog.getByRole('button', { name: 'Login' });
    assert.equal(await login.isDisabled(), true);
    assert.equal(await dialog.getByText('E-mail darf nicht leer sein.').count(), 0);
    await fill(dialog, 'E-mail', 'not-an-address');
    await fill(dialog, 'Passwort', 'Secret-1');
    await dialog.getByText('E-mail muss eine gültige E-mail sein.').waitFor();
    assert.equal(await login.isDisabled(), true);
    await fill(dialog, 'E-mail', 'someone@example.ch');
    assert.equal(await login.isEnabled(), true);

    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    const send = dialog.getByRole('button', { name: 'Neues Passwort senden' });
    await fill(dialog, 'E-mail', 'someone@');
    assert.equal(await send.isDisabled(), true);
    await fill(dialog, 'E-mail', 'someone@example.ch');
    assert.equal(await send.isEnabled(), true);
    await page.close();
  });

  it('new password: disabled while empty, mismatched or too weak; pressed anyway, it says why', async () => {
    const user = await newUser();
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/legal-notice`);
    const profile = await openOwnProfile(page);
    await profile.getByRole('tab', { name: 'Passwort ändern' }).click();
    const form = profile.getByRole('form', { name: 'Passwort ändern' });
    const change = form.getByRole('button', { name: 'OK' });
    await change.waitFor();
    assert.equal(await change.isDisabled(), true, 'empty');
    assert.equal(await form.getByText(/darf nicht leer sein/).count(), 0, 'nothing touched yet');

    await fill(form, 'Passwort', 'Strong-pass1');
    await fill(form, 'Bestätigungspasswort', 'Strong-pass2');
    await form.getByText('Passwort und Bestätigungspasswort stimmen nicht überein').waitFor();
    assert.equal(await change.isDisabled(), true, 'mismatch');

    await fill(form, 'Passwort', 'weak');
    await fill(form, 'Bestätigungspasswort', 'weak');
    await form.getByText('Passwort ist zu wenig stark.').waitFor();
    assert.equal(await change.isDisabled(), true, 'too weak');
    // Still reachable by keyboard: pressed, it saves nothing and says the form is not valid.
    await change.focus();
    await page.keyboard.press('Enter');
    await form.getByText(FORM_NOT_VALID).waitFor();

    await fill(form, 'Passwort', 'Strong-pass1');
    await fill(form, 'Bestätigungspasswort', 'Strong-pass1');
    assert.equal(await change.isEnabled(), true, 'valid');
    assert.equal(await form.getByText(FORM_NOT_VALID).count(), 0);
    await page.close();
  });

  it('profile address: saving is disabled without first and last name or with a bad second email', async () => {
    const user = await newUser({ firstname: 'Vera', lastname: 'Valid' });
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/legal-notice`);
    const profile = await openOwnProfile(page);
    const form = profile.getByRole('form', { name: 'Adresse' });
    await form.getByRole('button', { name: 'Bearbeiten' }).click();
    const save = form.getByRole('button', { name: 'Speichern' });
    assert.equal(await save.isEnabled(), true);
    await fill(form, 'Vorname', '');
    await form.getByText('Vorname darf nicht leer sein.').waitFor();
    assert.equal(await save.isDisabled(), true, 'no first name');
    await fill(form, 'Vorname', 'Vera');
    await fill(form, 'E-mail 2', 'vera@');
    assert.equal(await save.isDisabled(), true, 'bad second email');
    await fill(form, 'E-mail 2', '');
    assert.equal(await save.isEnabled(), true);
    await page.close();
  });

  it('order form: no message before a field is touched; an attempt shows them and that the form is not valid', async () => {
    const { region } = await newRegionWithIntro();
    await newRegionBooklet(region);
    const { page } = await openVisitorPage(openPage);
    await page.goto(`${portalUrl}/#order`);
    // The form loads as its section nears the viewport.
    await page.locator('#order').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Booklet bestellen' });
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    assert.equal(await submit.getAttribute('aria-disabled'), 'true');
    assert.equal(await form.getByText(/darf nicht leer sein/).count(), 0, 'nothing touched yet');
    assert.equal(await form.getByText(FORM_NOT_VALID).count(), 0);

    await submit.focus();
    await page.keyboard.press('Enter');
    await form.getByText(FORM_NOT_VALID).waitFor();
    await form.getByText('Vorname darf nicht leer sein.').first().waitFor();
    await page.close();
  });
});
