import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucher` namespace downloads from. */
const voucher = {
  'de-CH': () => import('../de-CH/voucher.js'),
  'en-US': () => import('../en-US/voucher.js'),
} satisfies NamespaceLoaders;
export default voucher;
