import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `bookletStates` namespace downloads from. */
const bookletStates = {
  'de-CH': () => import('../de-CH/booklet-states.js'),
  'en-US': () => import('../en-US/booklet-states.js'),
} satisfies NamespaceLoaders;
export default bookletStates;
