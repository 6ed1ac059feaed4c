import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `textBlockAdmin` namespace downloads from. */
const textBlockAdmin = {
  'de-CH': () => import('../de-CH/text-block-admin.js'),
  'en-US': () => import('../en-US/text-block-admin.js'),
} satisfies NamespaceLoaders;
export default textBlockAdmin;
