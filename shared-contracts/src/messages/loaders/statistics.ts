import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `statistics` namespace downloads from. */
const statistics = {
  'de-CH': () => import('../de-CH/statistics.js'),
  'en-US': () => import('../en-US/statistics.js'),
} satisfies NamespaceLoaders;
export default statistics;
