import { setupListeners } from '@reduxjs/toolkit/query/react';

import { syncSessionStorage } from '../auth/sync-session-storage';
import { makeStore, type AppStore } from './make-store';

/** The one store of the running product, shared by the shell and every remote. */
export const store: AppStore = makeStore();

// Refetch on focus and reconnect where an endpoint asks for it.
setupListeners(store.dispatch);

syncSessionStorage(store);
