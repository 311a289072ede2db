import type { CompilationCreateBody, CompilationList, CompilationRun } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The compilation's calls: the runs of a session (polled while one is being built) and a new run. */
export const compilationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Compilation'] }).injectEndpoints({
  endpoints: (build) => ({
    compilations: build.query<CompilationList, { sessionId?: string }>({
      query: ({ sessionId }) => ({ url: '/compilations', params: sessionId ? { sessionId } : {} }),
      providesTags: ['Compilation'],
    }),
    buildCompilation: build.mutation<CompilationRun, CompilationCreateBody>({
      query: (body) => ({ url: '/compilations', method: 'POST', body }),
      invalidatesTags: ['Compilation'],
    }),
  }),
});

export const { useCompilationsQuery, useBuildCompilationMutation } = compilationApi;
