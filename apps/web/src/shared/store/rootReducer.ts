import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from '../api/baseApi';
import { messageSlice } from '../message/messageSlice';
import { sessionSlice } from '../session/sessionSlice';

/**
 * Slices that features inject from their lazy modules (`slice.injectInto(rootReducer)`), so a feature's
 * UI state ships with its code. Each such feature adds its slice here by declaration merging:
 *
 *   declare module '../../shared/store/rootReducer' {
 *     interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, messageSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * RTK Query's `api` slice is injected when the api first loads (shared/api/baseApi), and only code that has
 * loaded it reads it, so the type keeps it required for RTK Query's thunks and selectors.
 */
export type RootState = ReturnType<typeof rootReducer> &
  Pick<Required<ReturnType<typeof rootReducer>>, typeof baseApi.reducerPath>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
