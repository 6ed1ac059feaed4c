// Logging in for browser tests: through the api, with the tokens put where the portal keeps them.
import { portalUrl } from './session.mjs';

export const DEMO_PASSWORD = 'Demo-2for1';

export async function apiLogin(username, password = DEMO_PASSWORD) {
  const response = await fetch(`${portalUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}`);
  return response.json();
}

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

/** The user id an access token carries. */
export function userIdOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).uid;
}
