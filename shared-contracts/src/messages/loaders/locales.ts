import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `locales` namespace downloads from. */
const locales = {
  'de-CH': () => import('../de-CH/locales.js'),
  'en-US': () => import('../en-US/locales.js'),
} satisfies NamespaceLoaders;
export default locales;
