import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `fields` namespace downloads from. */
const fields = {
  'de-CH': () => import('../de-CH/fields.js'),
  'en-US': () => import('../en-US/fields.js'),
} satisfies NamespaceLoaders;
export default fields;
