import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucherActions` namespace downloads from. */
const voucherActions = {
  'de-CH': () => import('../de-CH/voucher-actions.js'),
  'en-US': () => import('../en-US/voucher-actions.js'),
} satisfies NamespaceLoaders;
export default voucherActions;
