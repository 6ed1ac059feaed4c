import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `booklet` namespace downloads from. */
const booklet: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/booklet.js'),
  'en-US': () => import('../en-US/booklet.js'),
};
export default booklet;
