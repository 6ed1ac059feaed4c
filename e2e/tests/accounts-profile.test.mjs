import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { eventually } from '@gb/test-kit';

import { forgetCachedResponses, logInAs } from '../support/dashboard-session.mjs';
import { newBooklet, newCompanyUser, newUser } from '../support/fixtures.mjs';
import { startLoggedOut } from '../support/login.mjs';
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
    const { user } = await newCompanyUser();
    const { page } = await openPage();
    await logInAs(page, user);
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
    const { name } = await newBooklet();
    const { page } = await openPage();
    await startLoggedOut(page);
    await forgetCachedResponses(page);
    await page.goto(`${portalUrl}/`);
    await page.getByText(/\d+ Gutschein\(e\) gefunden/).waitFor();
    const card = page.getByRole('article', { name, exact: true });
    await card.getByText('Bestellen!', { exact: true }).waitFor();
    const language = page.getByRole('group', { name: 'Sprache' });
    await language.getByRole('button', { name: 'English' }).click();
    await page.getByText(/\d+ vouchers? found/).waitFor();
    await card.getByText('Order!', { exact: true }).waitFor();
    assert.equal(await page.getByText(/^(Bestellen!|Vorbestellen|Ausverkauft)$/).count(), 0);
    await page.getByRole('group', { name: 'Language' }).waitFor();

    await page.reload();
    await page.getByText(/\d+ vouchers? found/).waitFor();
    await card.getByText('Order!', { exact: true }).waitFor();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await page.getByText(/\d+ Gutschein\(e\) gefunden/).waitFor();
    await page.close();
  });

  it("saves a logged-in user's choice as the preferred locale", async () => {
    const user = await newUser();
    const preferredLocale = async () => (await user.api.get(`user/${user.id}`)).preferredLocale;
    const saved = (locale) =>
      eventually(async () => ((await preferredLocale()) === locale ? locale : undefined), {
        timeoutMs: 30_000,
        what: `the preferred locale ${locale}`,
      });
    const { page } = await openPage();
    await logInAs(page, user);
    await page.goto(`${portalUrl}/`);
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    await page
      .getByRole('group', { name: 'Sprache' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The page saves the choice in the background.
    await saved('en-US');

    await page.goto(`${portalUrl}/legal-notice`);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
    await saved('de-CH');
    await page.close();
  });
});
