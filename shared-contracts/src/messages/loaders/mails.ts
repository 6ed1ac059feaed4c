import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `mails` namespace downloads from. */
const mails = {
  'de-CH': () => import('../de-CH/mails.js'),
  'en-US': () => import('../en-US/mails.js'),
} satisfies NamespaceLoaders;
export default mails;
