import type { Health } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The pattern every feature follows: endpoints injected from the feature's lazy module. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({ query: () => '/health' }),
  }),
});

export const { useGetHealthQuery } = homeApi;
