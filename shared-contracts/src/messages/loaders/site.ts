import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `site` namespace downloads from. */
const site = {
  'de-CH': () => import('../de-CH/site.js'),
  'en-US': () => import('../en-US/site.js'),
} satisfies NamespaceLoaders;
export default site;
