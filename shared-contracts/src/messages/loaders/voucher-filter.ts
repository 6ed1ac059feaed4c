import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucherFilter` namespace downloads from. */
const voucherFilter = {
  'de-CH': () => import('../de-CH/voucher-filter.js'),
  'en-US': () => import('../en-US/voucher-filter.js'),
} satisfies NamespaceLoaders;
export default voucherFilter;
