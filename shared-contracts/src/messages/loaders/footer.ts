import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `footer` namespace downloads from. */
const footer = {
  'de-CH': () => import('../de-CH/footer.js'),
  'en-US': () => import('../en-US/footer.js'),
} satisfies NamespaceLoaders;
export default footer;
