// Redux pieces for remotes: a remote adds its slices with `rootReducer.inject(slice)` and its
// server data with `api.injectEndpoints`, through these exports only.
export { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
export { type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
export { useSelector, useStore } from 'react-redux';
