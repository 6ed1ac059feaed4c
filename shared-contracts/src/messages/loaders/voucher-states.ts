import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucherStates` namespace downloads from. */
const voucherStates = {
  'de-CH': () => import('../de-CH/voucher-states.js'),
  'en-US': () => import('../en-US/voucher-states.js'),
} satisfies NamespaceLoaders;
export default voucherStates;
