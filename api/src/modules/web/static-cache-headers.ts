import type { Response } from 'express';

// Bundlers put a content hash of at least 8 hex characters into the names of files that never change.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The wallet's service worker, served with the storefront's files, controls the wallet's pages. */
const WALLET_SERVICE_WORKER = /[\\/]wallet-sw\.js$/;
const WALLET_SERVICE_WORKER_SCOPE = '/wallet/';

/** Hashed assets are cached for a year; entries (index.html, remoteEntry.js, manifests) are revalidated. */
export function setStaticCacheHeaders(response: Response, filePath: string): void {
  response.setHeader(
    'Cache-Control',
    HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (WALLET_SERVICE_WORKER.test(filePath)) {
    response.setHeader('Service-Worker-Allowed', WALLET_SERVICE_WORKER_SCOPE);
  }
}
