import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `common` namespace downloads from. */
const common: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/common.js'),
  'en-US': () => import('../en-US/common.js'),
};
export default common;
