import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `returnOrderStates` namespace downloads from. */
const returnOrderStates = {
  'de-CH': () => import('../de-CH/return-order-states.js'),
  'en-US': () => import('../en-US/return-order-states.js'),
} satisfies NamespaceLoaders;
export default returnOrderStates;
