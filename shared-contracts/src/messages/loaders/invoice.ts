import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `invoice` namespace downloads from. */
const invoice = {
  'de-CH': () => import('../de-CH/invoice.js'),
  'en-US': () => import('../en-US/invoice.js'),
} satisfies NamespaceLoaders;
export default invoice;
