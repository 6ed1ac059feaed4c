import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `remoteError` namespace downloads from. */
const remoteError = {
  'de-CH': () => import('../de-CH/remote-error.js'),
  'en-US': () => import('../en-US/remote-error.js'),
} satisfies NamespaceLoaders;
export default remoteError;
