import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `partnerOrderStates` namespace downloads from. */
const partnerOrderStates = {
  'de-CH': () => import('../de-CH/partner-order-states.js'),
  'en-US': () => import('../en-US/partner-order-states.js'),
} satisfies NamespaceLoaders;
export default partnerOrderStates;
