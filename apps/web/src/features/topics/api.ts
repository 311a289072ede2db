import type { Topic, TopicCreateInput, TopicList, TopicUpdateBody } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** Staff's writes to the topic guide; the guide itself is the shared read `useTopicsQuery`. */
export const topicsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Topics'] }).injectEndpoints({
  endpoints: (build) => ({
    createTopic: build.mutation<Topic, TopicCreateInput>({
      query: (body) => ({ url: '/topics', method: 'POST', body }),
      invalidatesTags: ['Topics'],
    }),
    updateTopic: build.mutation<Topic, TopicUpdateBody & { id: string }>({
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
  useCreateTopicMutation,
  useUpdateTopicMutation,
  usePublishTopicMutation,
  useDeleteTopicMutation,
  useOrderTopicsMutation,
} = topicsApi;
