import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `home` namespace downloads from. */
const home = {
  'de-CH': () => import('../de-CH/home.js'),
  'en-US': () => import('../en-US/home.js'),
} satisfies NamespaceLoaders;
export default home;
