import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `partnerOrderTypes` namespace downloads from. */
const partnerOrderTypes = {
  'de-CH': () => import('../de-CH/partner-order-types.js'),
  'en-US': () => import('../en-US/partner-order-types.js'),
} satisfies NamespaceLoaders;
export default partnerOrderTypes;
