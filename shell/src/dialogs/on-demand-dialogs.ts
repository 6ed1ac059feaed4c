import { selectLoginDialogOpen, selectUserDialog, useAppSelector } from '@gb/shell/platform';

import { loadWhenOpened } from './load-when-opened';

/** The login dialog, downloaded the first time it opens. */
export const LoginDialog = loadWhenOpened(
  () => import('./login-dialog.component').then((module) => module.LoginDialog),
  () => useAppSelector(selectLoginDialogOpen),
);

/** The user dialog, downloaded the first time a profile is opened. */
export const UserDialog = loadWhenOpened(
  () => import('./user-dialog.component').then((module) => module.UserDialog),
  () => useAppSelector(selectUserDialog) !== null,
);
