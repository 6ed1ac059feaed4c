import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@gb/contracts';

/** The only persisted state; a stored state of another version is dropped. */
export const USER_STATE_VERSION = '1.2';
export const USER_STATE_KEY = 'gb.user-state';

export interface UserState {
  version: typeof USER_STATE_VERSION;
  user: User | null;
}

function readPersisted(): UserState {
  const empty: UserState = { version: USER_STATE_VERSION, user: null };
  if (typeof localStorage === 'undefined') return empty;
  try {
    const stored = JSON.parse(localStorage.getItem(USER_STATE_KEY) ?? 'null') as UserState | null;
    return stored?.version === USER_STATE_VERSION ? stored : empty;
  } catch {
    return empty;
  }
}

/** The logged-in user's record, loaded after each navigation. */
export const userStateSlice = createSlice({
  name: 'userState',
  initialState: readPersisted,
  reducers: {
    userLoaded(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
  },
});

export const { userLoaded } = userStateSlice.actions;
export const { selectCurrentUser } = userStateSlice.selectors;

export function persistUserState(state: UserState): void {
  localStorage.setItem(USER_STATE_KEY, JSON.stringify(state));
}
