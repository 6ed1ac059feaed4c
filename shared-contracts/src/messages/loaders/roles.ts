import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `roles` namespace downloads from. */
const roles = {
  'de-CH': () => import('../de-CH/roles.js'),
  'en-US': () => import('../en-US/roles.js'),
} satisfies NamespaceLoaders;
export default roles;
