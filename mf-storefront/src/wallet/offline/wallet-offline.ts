import { useEffect, useState } from 'react';

/** Where the wallet's service worker lies: beside the storefront's other files. */
const SERVICE_WORKER_FILE = 'wallet-sw.js';
/** The pages it controls: the wallet's, never the rest of the portal. */
export const WALLET_SCOPE = '/wallet/';
const LAST_WALLET_KEY = 'gb.wallet.lastPath';

declare const __webpack_public_path__: string;

/** Whether the browser has a connection; follows it as it comes and goes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The wallet this device opened last, so the home screen's icon and `/wallet` lead back to it. */
export function lastWalletPath(): string | null {
  try {
    return localStorage.getItem(LAST_WALLET_KEY);
  } catch {
    return null;
  }
}

function rememberWallet(path: string): void {
  try {
    localStorage.setItem(LAST_WALLET_KEY, path);
  } catch {
    // Private mode without storage: the link in the mail still opens the wallet.
  }
}

/** The service worker's address: the storefront's own folder, when it lies on this site. */
function serviceWorkerUrl(): URL | null {
  const url = new URL(`${__webpack_public_path__}${SERVICE_WORKER_FILE}`, location.href);
  return url.origin === location.origin ? url : null;
}

/** The manifest that lets a visitor add the wallet to the home screen, linked while it shows. */
function useManifestLink(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = new URL(`${__webpack_public_path__}wallet.webmanifest`, location.href).href;
    document.head.append(link);
    return () => link.remove();
  }, []);
}

/**
 * Keeps the wallet for offline use: registers the service worker for the wallet's pages and,
 * once it controls the page, hands it what this page loaded and the wallet's images to keep.
 * Answers whether all of it is kept.
 */
export function useWalletOffline(imageUrls: readonly string[] | undefined): boolean {
  const [kept, setKept] = useState(false);
  useManifestLink();
  useEffect(() => {
    rememberWallet(location.pathname);
  }, []);
  useEffect(() => {
    const url = serviceWorkerUrl();
    if (!imageUrls || !url || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const container = navigator.serviceWorker;
    const keep = async () => {
      await container.register(url.href, { scope: WALLET_SCOPE });
      await container.ready;
      const controller =
        container.controller ??
        (await new Promise<ServiceWorker | null>((resolve) =>
          container.addEventListener('controllerchange', () => resolve(container.controller), {
            once: true,
          }),
        ));
      if (!controller || cancelled) return;
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin === location.origin);
      const channel = new MessageChannel();
      const done = new Promise<boolean>((resolve) => {
        channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) =>
          resolve(event.data.kept === true);
      });
      controller.postMessage({ type: 'keep', urls: [location.href, ...loaded, ...imageUrls] }, [
        channel.port2,
      ]);
      if ((await done) && !cancelled) setKept(true);
    };
    keep().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [imageUrls]);
  return kept;
}
