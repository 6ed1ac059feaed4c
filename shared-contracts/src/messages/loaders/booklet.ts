import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `booklet` namespace downloads from. */
const booklet = {
  'de-CH': () => import('../de-CH/booklet.js'),
  'en-US': () => import('../en-US/booklet.js'),
} satisfies NamespaceLoaders;
export default booklet;
