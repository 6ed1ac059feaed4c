// Logging in for browser tests: through the api, with the tokens put where the portal keeps them.
import { DEMO_PASSWORD, login, userIdOf } from '@gb/test-kit';

import { portalUrl } from './session.mjs';

export { DEMO_PASSWORD, userIdOf };

export const apiLogin = (username, password = DEMO_PASSWORD) =>
  login(portalUrl, username, password);

/** Logs the page's browser in as the demo user; the next navigation starts logged in. */
export async function loginAs(page, username) {
  const tokens = await apiLogin(username);
  await page.goto(`${portalUrl}/legal-notice`);
  await page.evaluate((value) => localStorage.setItem('gb.tokens', value), JSON.stringify(tokens));
  return tokens;
}

export const portalDataDir = process.env.PORTAL_DATA_DIR ?? '';

/** The pages of one test file share a browser profile: start a test logged out. */
export async function startLoggedOut(page) {
  await page.goto(`${portalUrl}/legal-notice`);
  await page.evaluate(() => localStorage.clear());
}
