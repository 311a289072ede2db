import type { IconEntry } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The icon gallery's call (seed 001 §7), injected only when the icons page loads. */
export const uiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The list changes only with a new build: keep it for the session once loaded.
    icons: build.query<IconEntry[], void>({ query: () => '/icons', keepUnusedDataFor: 3600 }),
  }),
});

export const { useIconsQuery } = uiApi;
