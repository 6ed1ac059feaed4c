import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `voucherAdmin` namespace downloads from. */
const voucherAdmin = {
  'de-CH': () => import('../de-CH/voucher-admin.js'),
  'en-US': () => import('../en-US/voucher-admin.js'),
} satisfies NamespaceLoaders;
export default voucherAdmin;
