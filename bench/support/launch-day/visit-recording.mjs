// What one visitor's browser asks for on launch day, recorded once in Chromium per target:
// Home (HTML, its scripts, the lists and images it loads), one filter and one slideshow.
import { launchBrowser } from '../../../e2e/support/browser.mjs';

export const CARD_IMAGES = 12;

/** `page` (HTML, scripts, styles, static JSON), `list` (api JSON) or `image`. */
function kindOf(request) {
  const url = new URL(request.url());
  if (request.resourceType() === 'image' || /\/(cover-image|[a-z]+-image)$/.test(url.pathname)) {
    return 'image';
  }
  return url.pathname.startsWith('/api/') ? 'list' : 'page';
}

/** The requests of `action` on `page` (same origin, each path once per visit), in order. */
async function recordDuring(page, origin, seen, action) {
  const requests = [];
  const onRequest = (request) => {
    const url = new URL(request.url());
    const path = `${url.pathname}${url.search}`;
    // Media is fetched in ranges as it plays; the banner video is not part of the load measured.
    if (url.origin !== origin || seen.has(path) || request.resourceType() === 'media') return;
    seen.add(path);
    requests.push({ path, kind: kindOf(request) });
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return requests;
}

/** The first `CARD_IMAGES` card pictures of the gallery not loaded yet (lazy in the browser). */
async function cardImages(page, seen) {
  const sources = await page
    .locator('#vouchers li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  return sources
    .filter((source) => source && !seen.has(source))
    .slice(0, CARD_IMAGES)
    .map((path) => (seen.add(path), { path, kind: 'image' }));
}

/**
 * @param {string} origin
 * @returns {Promise<{ home: Array<{path: string, kind: string}>, filter: Array<{path: string, kind: string}>, slideshow: Array<{path: string, kind: string}> }>}
 */
export async function recordVisit(origin) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const seen = new Set();
    const home = await recordDuring(page, origin, seen, async () => {
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.locator('#vouchers li img').first().waitFor();
    });
    const visibleHome = home.filter((request) => !isCardImage(request.path));
    for (const request of home) if (isCardImage(request.path)) seen.delete(request.path);
    visibleHome.push(...(await cardImages(page, seen)));

    const category = page.getByLabel('Kategorie');
    const categories = await category
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.value).filter(Boolean));
    const count = page.locator('#vouchers').getByText(/Gutschein\(e\) gefunden/);
    const countBefore = await count.textContent();
    // The last category: the gallery is ordered by category, so Home's first cards are the
    // first one's. It is drawn anew once its count changes.
    const filter = await recordDuring(page, origin, seen, async () => {
      await category.selectOption(categories.at(-1));
      await page.waitForURL(/category=/);
      await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('#vouchers *')].some(
            (element) =>
              element.children.length === 0 &&
              /Gutschein\(e\) gefunden/.test(element.textContent ?? '') &&
              element.textContent !== before,
          ),
        countBefore,
      );
    });
    const filterRequests = filter.filter((request) => !isCardImage(request.path));
    for (const request of filter) if (isCardImage(request.path)) seen.delete(request.path);
    filterRequests.push(...(await cardImages(page, seen)));

    const slideshow = await recordDuring(page, origin, seen, async () => {
      await page.locator('#vouchers li button').first().click();
      await page.getByRole('dialog').locator('img').waitFor();
    });
    return { home: visibleHome, filter: filterRequests, slideshow };
  } finally {
    await browser.close();
  }
}

function isCardImage(path) {
  return /\/complete-image\?/.test(path);
}
