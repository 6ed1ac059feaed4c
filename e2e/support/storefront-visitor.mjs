// A storefront page as a first-time visitor opens it. The pages of a test file share one browser
// profile: without this, a test would inherit the last one's language, login or cached lists (the
// api lets browsers keep the booklet and voucher lists for 10 s, so data a test just made could
// be missing from its page).
import { FIRST_SCREEN } from '@gb/contracts';

import { portalUrl } from './session.mjs';

/** A new page with no language chosen, nobody logged in and nothing in the browser's cache. */
export async function openVisitorPage(openPage, origin = portalUrl) {
  const opened = await openPage();
  const devtools = await opened.page.context().newCDPSession(opened.page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Storage.clearDataForOrigin', {
    origin: new URL(origin).origin,
    storageTypes: 'local_storage',
  });
  await devtools.detach();
  await opened.page.context().clearCookies();
  return opened;
}

/** The voucher section's count, as de-CH words it. */
export const countText = (count) => `${count} Gutschein(e) gefunden`;

/** Chooses a language in the top bar's language group. */
export async function chooseLanguage(page, name) {
  await page
    .getByRole('group', { name: /Sprache|Language/ })
    .getByRole('button', { name })
    .click();
}

/**
 * Resolves once the app took the page over from the server's first screen (see FIRST_SCREEN): a
 * click on a link of the first screen as it goes lands on nothing.
 */
export function appTookOver(page) {
  return page.locator(`#${FIRST_SCREEN.elementId}`).waitFor({ state: 'detached' });
}
