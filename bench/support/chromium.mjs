// Debian's Chromium (the one the browser tests drive) started through chrome-launcher, so that
// Lighthouse and playwright (over CDP) measure in the same browser build, started the same way.
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/browser.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];

/** @returns {Promise<{ port: number, kill: () => Promise<void> }>} */
export async function startChromium() {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: FLAGS, logLevel: 'error' });
  return { port: chrome.port, kill: async () => chrome.kill() };
}

/** The same Chromium driven by playwright; `close` disconnects and ends the browser. */
export async function startPlaywrightChromium() {
  const chrome = await startChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    browser,
    close: async () => {
      await browser.close();
      await chrome.kill();
    },
  };
}
