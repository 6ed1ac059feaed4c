import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `wallet` namespace downloads from. */
const wallet = {
  'de-CH': () => import('../de-CH/wallet.js'),
  'en-US': () => import('../en-US/wallet.js'),
} satisfies NamespaceLoaders;
export default wallet;
