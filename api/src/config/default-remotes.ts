import type { RemoteName } from './app-config.js';

/** Where each remote's entry is served by this process when no override is configured. */
export const DEFAULT_REMOTE_URLS: Record<RemoteName, string> = {
  storefront: '/mf/storefront/remoteEntry.js',
  vouchers: '/mf/vouchers/remoteEntry.js',
  booklets: '/mf/booklets/remoteEntry.js',
  orders: '/mf/orders/remoteEntry.js',
  admin: '/mf/admin/remoteEntry.js',
};
