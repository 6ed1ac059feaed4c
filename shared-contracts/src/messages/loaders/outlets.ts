import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `outlets` namespace downloads from. */
const outlets = {
  'de-CH': () => import('../de-CH/outlets.js'),
  'en-US': () => import('../en-US/outlets.js'),
} satisfies NamespaceLoaders;
export default outlets;
