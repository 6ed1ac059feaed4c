import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `footer` namespace downloads from. */
const footer: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/footer.js'),
  'en-US': () => import('../en-US/footer.js'),
};
export default footer;
