import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucher` namespace downloads from. */
const voucher: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/voucher.js'),
  'en-US': () => import('../en-US/voucher.js'),
};
export default voucher;
