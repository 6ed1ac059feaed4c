import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `kit` namespace downloads from. */
const kit: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/kit.js'),
  'en-US': () => import('../en-US/kit.js'),
};
export default kit;
