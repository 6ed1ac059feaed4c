import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `kit` namespace downloads from. */
const kit = {
  'de-CH': () => import('../de-CH/kit.js'),
  'en-US': () => import('../en-US/kit.js'),
} satisfies NamespaceLoaders;
export default kit;
