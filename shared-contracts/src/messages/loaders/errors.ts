import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `errors` namespace downloads from. */
const errors = {
  'de-CH': () => import('../de-CH/errors.js'),
  'en-US': () => import('../en-US/errors.js'),
} satisfies NamespaceLoaders;
export default errors;
