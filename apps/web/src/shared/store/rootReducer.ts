import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
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

export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
  messageSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
