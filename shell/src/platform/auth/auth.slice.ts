import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenAnswer } from '@gb/contracts';

import { readStoredTokens } from './stored-tokens';

/** Tabs of the user dialog. */
export type UserDialogTab = 'details' | 'roles' | 'password' | 'delete';

export interface AuthState {
  tokens: TokenAnswer | null;
  loginDialogOpen: boolean;
  /** The user shown in the fullscreen user dialog, or null when it is closed. */
  userDialog: { userId: number; tab: UserDialogTab } | null;
  drawerOpen: boolean;
  /** The login ended because the session expired (its refresh failed): the login dialog says so. */
  sessionExpired: boolean;
}

const initialState = (): AuthState => ({
  tokens: typeof localStorage === 'undefined' ? null : readStoredTokens(),
  loginDialogOpen: false,
  userDialog: null,
  drawerOpen: false,
  sessionExpired: false,
});

/** The login of this browser and the frame's account dialogs. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokensReceived(state, action: PayloadAction<TokenAnswer>) {
      state.tokens = action.payload;
      state.sessionExpired = false;
    },
    loggedOut(state, action: PayloadAction<{ expired: boolean } | undefined>) {
      state.sessionExpired = Boolean(state.tokens && action.payload?.expired);
      state.tokens = null;
      state.userDialog = null;
      state.drawerOpen = false;
    },
    loginDialogToggled(state, action: PayloadAction<boolean>) {
      state.loginDialogOpen = action.payload;
    },
    userDialogOpened(state, action: PayloadAction<{ userId: number; tab?: UserDialogTab }>) {
      state.userDialog = { userId: action.payload.userId, tab: action.payload.tab ?? 'details' };
      state.drawerOpen = false;
    },
    userDialogClosed(state) {
      state.userDialog = null;
    },
    drawerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.drawerOpen = action.payload ?? !state.drawerOpen;
    },
  },
  selectors: {
    selectTokens: (state) => state.tokens,
    selectLoginDialogOpen: (state) => state.loginDialogOpen,
    selectUserDialog: (state) => state.userDialog,
    selectDrawerOpen: (state) => state.drawerOpen,
    selectSessionExpired: (state) => state.sessionExpired,
  },
});

export const {
  tokensReceived,
  loggedOut,
  loginDialogToggled,
  userDialogOpened,
  userDialogClosed,
  drawerToggled,
} = authSlice.actions;
export const {
  selectTokens,
  selectLoginDialogOpen,
  selectUserDialog,
  selectDrawerOpen,
  selectSessionExpired,
} = authSlice.selectors;
