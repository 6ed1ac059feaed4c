// The wallet's service worker: it controls the wallet's pages only (/wallet/) and keeps what they
// need offline. Pages, the portal's and the remotes' files and the api's answers go to the network
// first and come from the cache only without a connection, so a remote deployed alone is never
// held back; a voucher's image (its URL names its attachment) comes from the cache once kept.
const CACHE = 'gb-wallet-1';
const VOUCHER_IMAGE = /^\/api\/v\d+\/voucher\/\d+\/[a-z]+-image$/;
const MATCH = { ignoreVary: true };

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Fetches a file and keeps it; answers whether it is kept. */
async function fetchAndKeep(cache, url) {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    await cache.put(url, response);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops the files a wallet page no longer loads (a former deploy's scripts and styles, which
 * would otherwise pile up on the phone with every deploy). Wallet pages (any starts the app
 * offline) and the api's answers and images (a wallet's own, bounded by its vouchers) stay.
 */
async function dropUnloaded(cache, loaded) {
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (loaded.has(request.url) || pathname.startsWith('/wallet/') || pathname.startsWith('/api/'))
      continue;
    await cache.delete(request, MATCH);
  }
}

// A wallet page hands over what it loaded and its images: kept now, the page first; once the
// page is kept (the phone is online), what it no longer loads goes.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep') return;
  const [port] = event.ports;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const urls = [
        ...new Set(event.data.urls.map((url) => new URL(url, self.location.href).href)),
      ];
      const [page, ...others] = urls;
      const pageKept = await fetchAndKeep(cache, page);
      await Promise.all(
        others.map(async (url) =>
          VOUCHER_IMAGE.test(new URL(url).pathname) && (await cache.match(url, MATCH))
            ? true
            : fetchAndKeep(cache, url),
        ),
      );
      if (pageKept) await dropUnloaded(cache, new Set(urls));
      port?.postMessage({ kept: pageKept });
    })(),
  );
});

/** A call made with someone's login is theirs alone: it is never kept. */
const personal = (request) => (request.headers.get('Authorization') ?? 'none') !== 'none';

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !personal(request)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, MATCH);
    if (cached) return cached;
    // A wallet page not kept yet: any kept page starts the app, which routes by its address.
    if (request.mode === 'navigate') {
      const page = (await cache.keys()).find((kept) =>
        new URL(kept.url).pathname.startsWith('/wallet/'),
      );
      if (page) return cache.match(page, MATCH);
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(VOUCHER_IMAGE.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
