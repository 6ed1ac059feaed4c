import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `routes` namespace downloads from. */
const routes = {
  'de-CH': () => import('../de-CH/routes.js'),
  'en-US': () => import('../en-US/routes.js'),
} satisfies NamespaceLoaders;
export default routes;
