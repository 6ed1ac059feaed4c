import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `apiErrors` namespace downloads from. */
const apiErrors: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/api-errors.js'),
  'en-US': () => import('../en-US/api-errors.js'),
};
export default apiErrors;
