import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `userDialog` namespace downloads from. */
const userDialog = {
  'de-CH': () => import('../de-CH/user-dialog.js'),
  'en-US': () => import('../en-US/user-dialog.js'),
} satisfies NamespaceLoaders;
export default userDialog;
