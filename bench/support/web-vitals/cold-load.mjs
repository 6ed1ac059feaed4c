// One cold load of a page (new browser context, empty cache) with the CPU slowed and, when
// given, a slow network: LCP, CLS and FCP as the page's own PerformanceObservers report them,
// the frames drawn before the booklets and whether the footer showed in them, and what crossed
// the network.

/** CLS counts shifts until this long after Home's booklets are drawn. */
const SETTLE_MS = 3000;
/** However busy the machine, Home draws its booklets within this; a load without them fails the set-up. */
const BOOKLETS_TIMEOUT_MS = 60_000;

export const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 768 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
};

/** Chrome DevTools' "Fast 3G" as issue 18 measured it: 150 ms, 1.6 Mbps down, 750 kbps up. */
export const NETWORKS = {
  loopback: null,
  'Fast 3G': {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
};

export const CPU_SLOWDOWN = 4;

/**
 * Runs in the page from its first frame: counts the frames drawn with the footer before Home's
 * booklets are there, and notes whether the footer was in the first screen in one of them.
 */
function watchFirstScreen() {
  window.firstScreen = { framesBeforeContent: 0, footerShownEarly: false };
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

/** Runs in the page: the buffered entries of each observer, read once. */
function readVitals() {
  const entriesOf = (type) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries());
      });
      observer.observe({ type, buffered: true });
      // A type with no entry yet never calls back.
      setTimeout(() => resolve([]), 500);
    });
  return Promise.all([
    entriesOf('largest-contentful-paint'),
    entriesOf('layout-shift'),
    entriesOf('paint'),
  ]).then(([lcps, shifts, paints]) => ({
    lcp: lcps.length ? lcps[lcps.length - 1].startTime : null,
    cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    fcp: paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? null,
  }));
}

/**
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ lcp: number, cls: number, fcp: number, framesBeforeContent: number, footerShownEarly: boolean, booklets: number, bytes: number, requests: number }>}
 */
export async function coldLoad(browser, url, viewport, network) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'de-CH' });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    devtools.on('Network.requestWillBeSent', () => (requests += 1));
    devtools.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await devtools.send('Network.enable');
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (NETWORKS[network]) {
      await devtools.send('Network.emulateNetworkConditions', NETWORKS[network]);
    }
    await page.addInitScript(watchFirstScreen);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`set-up: ${url} answered ${response?.status()}`);
    // The booklets arrive after the load event (their list is fetched): wait for them, not for a
    // time, so a busy machine does not measure a Home without them.
    await page
      .locator('#booklets article')
      .first()
      .waitFor({ timeout: BOOKLETS_TIMEOUT_MS })
      .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(readVitals);
    const firstScreen = await page.evaluate(() => window.firstScreen);
    const booklets = await page.locator('#booklets article').count();
    return { ...vitals, ...firstScreen, booklets, bytes, requests };
  } finally {
    await context.close();
  }
}
