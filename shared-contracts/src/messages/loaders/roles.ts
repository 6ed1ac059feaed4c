import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `roles` namespace downloads from. */
const roles: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/roles.js'),
  'en-US': () => import('../en-US/roles.js'),
};
export default roles;
