import type { Session, Statistics, TopicStatistics } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The statistics feature's calls: a session's figures, the sessions to choose from and the workflow
 * settings (category and reply-class names). `Proposal` and `Task` are shared tag names, so a decision
 * taken anywhere refreshes the figures.
 */
export const statisticsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'Task', 'Reply', 'Session', 'WorkflowSettings', 'Topics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      statistics: build.query<Statistics, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/statistics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Task', 'Reply'],
      }),
      /** Proposals per topic of the guide (issue 27). */
      topicStatistics: build.query<TopicStatistics, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/statistics/topics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Topics'],
      }),
      statisticsSessions: build.query<{ items: Session[] }, void>({
        query: () => '/sessions',
        providesTags: ['Session'],
      }),
    }),
  });

export const { useStatisticsQuery, useStatisticsSessionsQuery, useTopicStatisticsQuery } = statisticsApi;
