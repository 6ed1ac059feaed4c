import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `auth` namespace downloads from. */
const auth = {
  'de-CH': () => import('../de-CH/auth.js'),
  'en-US': () => import('../en-US/auth.js'),
} satisfies NamespaceLoaders;
export default auth;
