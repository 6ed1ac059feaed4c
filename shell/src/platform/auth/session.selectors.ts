import { createSelector } from '@reduxjs/toolkit';

import { selectTokens } from './auth.slice';
import { sessionOf } from './token-claims';

/** The logged-in session from the access token, or null. */
export const selectSession = createSelector([selectTokens], (tokens) =>
  sessionOf(tokens?.token ?? null),
);
