import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `validation` namespace downloads from. */
const validation = {
  'de-CH': () => import('../de-CH/validation.js'),
  'en-US': () => import('../en-US/validation.js'),
} satisfies NamespaceLoaders;
export default validation;
