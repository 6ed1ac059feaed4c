import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { api } from '../api/platform.api';
import { authSlice } from '../auth/auth.slice';
import { userStateSlice } from '../auth/user-state.slice';

/** Slices added later (e.g. accounts) join with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(api, authSlice, userStateSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests build their own, the product uses the one `store`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks (off in production builds) warn past their time; on a busy
    // machine a warning could come after a test ended and fail its run.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
