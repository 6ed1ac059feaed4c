import {
  loadFormWording,
  selectLoginDialogOpen,
  selectUserDialog,
  useAppSelector,
} from '@gb/shell/platform';

import { loadWhenOpened } from './load-when-opened';

/** The login dialog, downloaded with its wording the first time it opens. */
export const LoginDialog = loadWhenOpened(
  () =>
    Promise.all([import('./login-dialog.component'), loadFormWording()]).then(
      ([module]) => module.LoginDialog,
    ),
  () => useAppSelector(selectLoginDialogOpen),
);

/** The user dialog, downloaded with its wording the first time a profile is opened. */
export const UserDialog = loadWhenOpened(
  () =>
    Promise.all([import('./user-dialog.component'), loadFormWording()]).then(
      ([module]) => module.UserDialog,
    ),
  () => useAppSelector(selectUserDialog) !== null,
);
