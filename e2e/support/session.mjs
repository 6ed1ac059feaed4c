// One browser for a test file, a fresh page per test, and the portal's address.
import { after, before } from 'node:test';
import { apiClient } from '@gb/test-kit';

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

/** A visitor's GET of the api (its body; any status but 2xx throws). */
export const apiGet = (path) => apiClient(portalUrl).get(path);
