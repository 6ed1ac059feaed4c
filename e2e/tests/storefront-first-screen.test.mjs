import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { portalUrl, skipReason } from '../support/session.mjs';

// A phone of the last years is about four times slower than this machine's Chromium.
const CPU_SLOWDOWN = 4;
// After load, the page settles: late images, the voucher list, the order form nearing view.
const SETTLE_MS = 3000;
const MAX_LAYOUT_SHIFT = 0.05;

/**
 * Watches, from the first frame, whether the footer shows in the first screen before Home's
 * booklets are there, and sums the layout shifts no input caused.
 */
function watchFirstScreen() {
  window.firstScreen = { framesBeforeContent: 0, footerShownEarly: false, layoutShift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.firstScreen.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (document.querySelector('#booklets article')) return;
    const footer = document.querySelector('footer');
    if (footer) {
      window.firstScreen.framesBeforeContent += 1;
      if (footer.getBoundingClientRect().top < window.innerHeight)
        window.firstScreen.footerShownEarly = true;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Loads Home cold with the CPU slowed, and answers what `watchFirstScreen` saw. */
async function loadHome(viewport) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchFirstScreen);
    await page.goto(`${portalUrl}/`, { waitUntil: 'load' });
    await page.locator('#booklets article').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const covers = await page
      .locator('#booklets img')
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute('fetchpriority'), image.loading]),
      );
    return { ...(await page.evaluate(() => window.firstScreen)), covers };
  } finally {
    await browser.close();
  }
}

describe("Home's first screen", { skip: skipReason }, () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`keeps the footer below the fold until the content is there and does not jump, at ${viewport.width} px`, async () => {
      const seen = await loadHome(viewport);
      assert.ok(seen.framesBeforeContent > 0, 'the frame was drawn before the booklets');
      assert.equal(seen.footerShownEarly, false, 'the footer showed in the first screen');
      assert.ok(
        seen.layoutShift <= MAX_LAYOUT_SHIFT,
        `cumulative layout shift ${seen.layoutShift.toFixed(3)} above ${MAX_LAYOUT_SHIFT}`,
      );
      // The first cover is the page's largest paint: fetched at once and first; the rest wait.
      const [first, ...others] = seen.covers;
      assert.deepEqual(first, ['high', 'eager']);
      assert.ok(others.length > 0);
      for (const cover of others) assert.deepEqual(cover, ['auto', 'lazy']);
    });
  }
});
