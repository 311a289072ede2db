import type { SuggestionReplay } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** GET /api/suggestions/replay (admin). */
export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggestionReplay: build.query<SuggestionReplay, { sample: number }>({
      query: (params) => ({ url: '/suggestions/replay', params: { ...params } }),
    }),
  }),
});

export const { useSuggestionReplayQuery } = suggestionsApi;
