import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `apiErrors` namespace downloads from. */
const apiErrors = {
  'de-CH': () => import('../de-CH/api-errors.js'),
  'en-US': () => import('../en-US/api-errors.js'),
} satisfies NamespaceLoaders;
export default apiErrors;
