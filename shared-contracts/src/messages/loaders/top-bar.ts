import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `topBar` namespace downloads from. */
const topBar = {
  'de-CH': () => import('../de-CH/top-bar.js'),
  'en-US': () => import('../en-US/top-bar.js'),
} satisfies NamespaceLoaders;
export default topBar;
