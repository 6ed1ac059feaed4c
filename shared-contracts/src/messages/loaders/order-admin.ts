import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `orderAdmin` namespace downloads from. */
const orderAdmin = {
  'de-CH': () => import('../de-CH/order-admin.js'),
  'en-US': () => import('../en-US/order-admin.js'),
} satisfies NamespaceLoaders;
export default orderAdmin;
