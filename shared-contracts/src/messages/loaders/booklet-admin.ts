import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `bookletAdmin` namespace downloads from. */
const bookletAdmin = {
  'de-CH': () => import('../de-CH/booklet-admin.js'),
  'en-US': () => import('../en-US/booklet-admin.js'),
} satisfies NamespaceLoaders;
export default bookletAdmin;
