import type { UrgeBody, UrgeResult } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** 催办 (issue 28 §3): the staff's urge call; the urged tasks' histories and lists refresh. */
export const urgingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Urges', 'Task'] }).injectEndpoints({
  endpoints: (build) => ({
    staffUrge: build.mutation<UrgeResult, UrgeBody>({
      query: (body) => ({ url: '/urging', method: 'POST', body }),
      invalidatesTags: ['Urges', 'Task'],
    }),
  }),
});

export const { useStaffUrgeMutation } = urgingApi;
