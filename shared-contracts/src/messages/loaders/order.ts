import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `order` namespace downloads from. */
const order = {
  'de-CH': () => import('../de-CH/order.js'),
  'en-US': () => import('../en-US/order.js'),
} satisfies NamespaceLoaders;
export default order;
