import type {
  ListId,
  SavedView,
  SavedViewCreateBody,
  SavedViewDefaultBody,
  SavedViewList,
  SavedViewUpdateBody,
} from '@cppcc/contracts';
import { baseApi } from './baseApi';

/**
 * Saved views of the lists (issue 30 §3), for every list page through `shared/ui/table/useListView`. One tag
 * per list: a write refreshes that list's views (and its default).
 */
export const savedViewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['SavedView'] }).injectEndpoints({
  endpoints: (build) => ({
    savedViews: build.query<SavedViewList, ListId>({
      query: (listId) => ({ url: '/saved-views', params: { listId } }),
      providesTags: (_result, _error, listId) => [{ type: 'SavedView', id: listId }],
    }),
    createSavedView: build.mutation<SavedView, SavedViewCreateBody>({
      query: (body) => ({ url: '/saved-views', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'SavedView', id: body.listId }],
    }),
    updateSavedView: build.mutation<SavedView, SavedViewUpdateBody & { id: string; listId: ListId }>({
      query: ({ id, listId: _listId, ...body }) => ({ url: `/saved-views/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { listId }) => [{ type: 'SavedView', id: listId }],
    }),
    deleteSavedView: build.mutation<void, { id: string; listId: ListId }>({
      query: ({ id }) => ({ url: `/saved-views/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { listId }) => [{ type: 'SavedView', id: listId }],
    }),
    setDefaultSavedView: build.mutation<SavedViewList, SavedViewDefaultBody>({
      query: (body) => ({ url: '/saved-views/default', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'SavedView', id: body.listId }],
    }),
  }),
});

export const {
  useSavedViewsQuery,
  useCreateSavedViewMutation,
  useUpdateSavedViewMutation,
  useDeleteSavedViewMutation,
  useSetDefaultSavedViewMutation,
} = savedViewsApi;
