import type { NamespaceLoaders } from '../namespace-loaders.js';

/** Where the `userDialog` namespace downloads from. */
const userDialog: NamespaceLoaders = {
  'de-CH': () => import('../de-CH/user-dialog.js'),
  'en-US': () => import('../en-US/user-dialog.js'),
};
export default userDialog;
