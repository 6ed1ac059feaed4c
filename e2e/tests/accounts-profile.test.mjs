import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiLogin, loginAs, startLoggedOut, userIdOf } from '../support/login.mjs';
import { portalUrl, skipReason, useBrowser } from '../support/session.mjs';

// A PNG of 1 × 1 pixel: a real image, as the api checks the content.
const PORTRAIT = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function userOf(tokens) {
  const response = await fetch(`${portalUrl}/api/v1/user/${userIdOf(tokens.token)}`, {
    headers: { Authorization: `Bearer ${tokens.token}` },
  });
  return response.json();
}

/** Waits until the api holds what `read` looks for, as the page saves in the background. */
async function eventually(read, expected) {
  const deadline = Date.now() + 10_000;
  let actual;
  while (Date.now() < deadline) {
    actual = await read();
    if (actual === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.equal(actual, expected);
}

async function openOwnProfile(page) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('button', { name: 'Profil' }).click();
  return page.getByRole('dialog', { name: 'Profil' });
}

async function openDrawer(page) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menü', exact: true });
  await drawer.getByRole('button', { name: 'Profil' }).waitFor();
  return drawer;
}

describe('profile picture and language switch', { skip: skipReason }, () => {
  const openPage = useBrowser();

  it('shows the picture the owner uploads in the drawer, and removes it again', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await loginAs(page, 'company2@demo.ch');
    await page.goto(`${portalUrl}/`);
    const profile = await openOwnProfile(page);
    const imageCard = profile.getByRole('region', { name: 'Profilbild' });
    await imageCard.getByText('Kein Profilbild').waitFor();
    await imageCard.getByRole('button', { name: 'Hochladen' }).click();
    const upload = page.getByRole('dialog', { name: 'Profilbild' });
    await upload.getByLabel('Dateien auswählen').setInputFiles(PORTRAIT);
    await upload.waitFor({ state: 'detached' });
    await imageCard.getByRole('img', { name: 'Vorschau: Profilbild' }).waitFor();
    await profile.getByRole('button', { name: 'Schliessen' }).click();

    const drawer = await openDrawer(page);
    const avatar = drawer.getByRole('img');
    await avatar.waitFor();
    assert.match(
      await avatar.getAttribute('src'),
      /\/api\/v1\/user\/\d+\/profile-image\?size=20&cache=\d+$/,
    );
    await page.waitForFunction(() => document.querySelector('nav img')?.naturalWidth > 0);

    await drawer.getByRole('button', { name: 'Profil' }).click();
    await imageCard.getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Bitte bestätigen' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await imageCard.getByText('Kein Profilbild').waitFor();
    await profile.getByRole('button', { name: 'Schliessen' }).click();
    const drawerAgain = await openDrawer(page);
    assert.equal(await drawerAgain.getByRole('img').count(), 0);
    await page.close();
  });

  it('lets a visitor switch Home to English, remembered on the next visit', async () => {
    const { page } = await openPage();
    await startLoggedOut(page);
    await page.goto(`${portalUrl}/`);
    await page.getByText(/\d+ Gutschein\(e\) gefunden/).waitFor();
    const language = page.getByRole('group', { name: 'Sprache' });
    await language.getByRole('button', { name: 'English' }).click();
    await page.getByText(/\d+ vouchers? found/).waitFor();
    await page
      .getByText(/^(Order!|Pre-order|Sold out)$/)
      .first()
      .waitFor();
    assert.equal(await page.getByText(/^(Bestellen!|Vorbestellen|Ausverkauft)$/).count(), 0);
    await page.getByRole('group', { name: 'Language' }).waitFor();

    await page.reload();
    await page.getByText(/\d+ vouchers? found/).waitFor();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await page.getByText(/\d+ Gutschein\(e\) gefunden/).waitFor();
    await page.close();
  });

  it("saves a logged-in user's choice as the preferred locale", async () => {
    const tokens = await apiLogin('superadmin@demo.ch');
    const { page } = await openPage();
    try {
      await startLoggedOut(page);
      await loginAs(page, 'superadmin@demo.ch');
      await page.goto(`${portalUrl}/`);
      await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
      await page
        .getByRole('group', { name: 'Sprache' })
        .getByRole('button', { name: 'English' })
        .click();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      await eventually(async () => (await userOf(tokens)).preferredLocale, 'en-US');

      await page.goto(`${portalUrl}/legal-notice`);
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'Deutsch' })
        .click();
      await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
      await eventually(async () => (await userOf(tokens)).preferredLocale, 'de-CH');
    } finally {
      // Whatever happened, the superadmin keeps German for the tests that log in after this one.
      await fetch(`${portalUrl}/api/v1/user/${userIdOf(tokens.token)}/locale`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.token}` },
        body: JSON.stringify({ preferredLocale: 'de-CH' }),
      });
      await page.close();
    }
  });
});
