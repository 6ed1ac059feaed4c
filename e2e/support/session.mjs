// One browser for a test file, a fresh page per test, and the portal's address.
import { after, before } from 'node:test';
import { chromiumMissing, launchBrowser } from './browser.mjs';

export const portalUrl = process.env.PORTAL_URL ?? '';
export const skipReason =
  chromiumMissing ||
  (portalUrl
    ? false
    : 'PORTAL_URL is not set: run the browser tests with `npm run test:browser -w e2e`');

/** Call at the top of a test file; returns a function that opens a new page recording every request URL. */
export function useBrowser() {
  let browser;
  before(async () => {
    if (!skipReason) browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return async function openPage() {
    const page = await browser.context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    return { page, requests };
  };
}

export async function apiGet(path) {
  const response = await fetch(`${portalUrl}/api/v1/${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}
