// Loads a page in Chromium until the network is idle and returns every script it fetched with its gzip size.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/support/browser.mjs';

/** @returns {Promise<Array<{ url: string, bytes: number, gzipBytes: number, body: string }>>} */
export async function scriptsLoadedBy(url) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      pending.push(
        response.body().then((body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          body: body.toString('utf8'),
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
