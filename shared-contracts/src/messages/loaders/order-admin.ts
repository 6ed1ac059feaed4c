import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `orderAdmin` namespace downloads from. */
const orderAdmin: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/order-admin.js'),
  'en-US': () => import('../en-US/order-admin.js'),
};
export default orderAdmin;
