import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `invoice` namespace downloads from. */
const invoice: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/invoice.js'),
  'en-US': () => import('../en-US/invoice.js'),
};
export default invoice;
