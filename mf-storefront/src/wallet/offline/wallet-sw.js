// The wallet's service worker: it controls the wallet's pages only (/wallet/) and keeps what they
// need offline. Pages, the portal's and the remotes' files and the api's answers go to the network
// first and come from the cache only without a connection, so a remote deployed alone is never
// held back; a voucher's image (its URL names its attachment) comes from the cache once kept. A
// wallet whose link the api no longer knows is dropped.
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

/** A built file's address without its content hash (`/mf/x/1139.7e1ac315.js` → `/mf/x/1139.js`). */
const HASHED = /^(.+)\.[0-9a-f]{8}(\.[a-z0-9]+)$/;
const unhashed = (url) => HASHED.exec(new URL(url).pathname)?.slice(1).join('') ?? null;

/**
 * Drops each kept file that a newer build of the same file replaced, the page having loaded the
 * newer one (a former deploy's scripts would otherwise pile up on the phone with every deploy).
 * A file this page did not load, a part loaded only when a visitor opened it, stays for offline
 * use; the page, the api's answers and the images have no hash and are never dropped here.
 */
async function dropSuperseded(cache, loaded) {
  const current = new Map();
  for (const url of loaded) {
    const file = unhashed(url);
    if (file) current.set(file, url);
  }
  for (const request of await cache.keys()) {
    const newer = current.get(unhashed(request.url));
    if (newer !== undefined && newer !== request.url) await cache.delete(request, MATCH);
  }
}

// A wallet page hands over what it loaded and its images: kept now, the page first; once the
// page is kept (the phone is online), the former builds of what it loaded go.
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
      if (pageKept) await dropSuperseded(cache, urls);
      port?.postMessage({ kept: pageKept });
    })(),
  );
});

/** A call made with someone's login is theirs alone: it is never kept. */
const personal = (request) => (request.headers.get('Authorization') ?? 'none') !== 'none';

/** The api's answer of a wallet: its path names the link's token. */
const WALLET_ANSWER = /^\/api\/v\d+\/wallet\/([\w-]+)$/;

/**
 * The api no longer knows a wallet's link (a newer link was opened, on this phone or another):
 * its kept answer and page go, so a phone that lost its wallet keeps none of it offline.
 */
async function forgetWallet(cache, url) {
  const token = WALLET_ANSWER.exec(url.pathname)?.[1];
  if (!token) return;
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname === url.pathname || pathname === `/wallet/${token}`) {
      await cache.delete(request, MATCH);
    }
  }
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !personal(request)) await cache.put(request, response.clone());
    else if (response.status === 404) await forgetWallet(cache, new URL(request.url));
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
