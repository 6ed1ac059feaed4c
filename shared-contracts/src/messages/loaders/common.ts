import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `common` namespace downloads from. */
const common = {
  'de-CH': () => import('../de-CH/common.js'),
  'en-US': () => import('../en-US/common.js'),
} satisfies NamespaceLoaders;
export default common;
