import type { Session, Statistics } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The statistics feature's calls: a session's figures, the sessions to choose from and the workflow
 * settings (category and reply-class names). `Proposal` and `Task` are shared tag names, so a decision
 * taken anywhere refreshes the figures.
 */
export const statisticsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'Task', 'Reply', 'Session', 'WorkflowSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      statistics: build.query<Statistics, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/statistics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Task', 'Reply'],
      }),
      statisticsSessions: build.query<{ items: Session[] }, void>({
        query: () => '/sessions',
        providesTags: ['Session'],
      }),
    }),
  });

export const { useStatisticsQuery, useStatisticsSessionsQuery } = statisticsApi;
