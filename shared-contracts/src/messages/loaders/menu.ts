import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `menu` namespace downloads from. */
const menu = {
  'de-CH': () => import('../de-CH/menu.js'),
  'en-US': () => import('../en-US/menu.js'),
} satisfies NamespaceLoaders;
export default menu;
