import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `walletAdmin` namespace downloads from. */
const walletAdmin = {
  'de-CH': () => import('../de-CH/wallet-admin.js'),
  'en-US': () => import('../en-US/wallet-admin.js'),
} satisfies NamespaceLoaders;
export default walletAdmin;
