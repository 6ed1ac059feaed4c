import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `salutations` namespace downloads from. */
const salutations = {
  'de-CH': () => import('../de-CH/salutations.js'),
  'en-US': () => import('../en-US/salutations.js'),
} satisfies NamespaceLoaders;
export default salutations;
