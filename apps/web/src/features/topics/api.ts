import type { ClueList, Topic, TopicCreateInput, TopicList, TopicUpdateInput } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * Staff's writes to the topic guide; the guide itself is the shared read `useTopicsQuery`. Besides: the
 * library clues a topic may name (the dialog's picker); the proposals per topic for the Excel export are
 * the shared read `useLazyTopicStatisticsQuery`.
 */
export const topicsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Topics', 'Clues', 'Proposal'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Clues matching `q` (staff see every state; the picker keeps the library's). */
      topicClueOptions: build.query<ClueList, string>({
        query: (q) => ({ url: '/clues', params: { pageSize: 30, ...(q ? { q } : {}) } }),
        providesTags: ['Clues'],
      }),
      createTopic: build.mutation<Topic, TopicCreateInput>({
        query: (body) => ({ url: '/topics', method: 'POST', body }),
        invalidatesTags: ['Topics'],
      }),
      updateTopic: build.mutation<Topic, TopicUpdateInput & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/topics/${id}`, method: 'PATCH', body }),
        invalidatesTags: ['Topics'],
      }),
      publishTopic: build.mutation<Topic, { id: string; version: number; publish: boolean }>({
        query: ({ id, version, publish }) => ({
          url: `/topics/${id}/${publish ? 'publish' : 'unpublish'}`,
          method: 'POST',
          body: { version },
        }),
        invalidatesTags: ['Topics'],
      }),
      deleteTopic: build.mutation<void, string>({
        query: (id) => ({ url: `/topics/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Topics'],
      }),
      orderTopics: build.mutation<TopicList, { sessionId: string; ids: string[] }>({
        query: (body) => ({ url: '/topics/order', method: 'PUT', body }),
        invalidatesTags: ['Topics'],
      }),
    }),
  });

export const {
  useTopicClueOptionsQuery,
  useCreateTopicMutation,
  useUpdateTopicMutation,
  usePublishTopicMutation,
  useDeleteTopicMutation,
  useOrderTopicsMutation,
} = topicsApi;
