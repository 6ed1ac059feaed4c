import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `routes` namespace downloads from. */
const routes: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/routes.js'),
  'en-US': () => import('../en-US/routes.js'),
};
export default routes;
