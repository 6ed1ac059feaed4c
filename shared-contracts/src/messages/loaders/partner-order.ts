import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `partnerOrder` namespace downloads from. */
const partnerOrder = {
  'de-CH': () => import('../de-CH/partner-order.js'),
  'en-US': () => import('../en-US/partner-order.js'),
} satisfies NamespaceLoaders;
export default partnerOrder;
