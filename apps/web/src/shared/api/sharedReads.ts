import type {
  ReplyDetail,
  Session,
  TopicList,
  TopicStatistics,
  UnitOptionList,
  UrgeList,
  WorkflowSettings,
} from '@cppcc/contracts';
import { baseApi } from './baseApi';

/**
 * Reads several features need, defined once so they share one cache entry: the workflow settings
 * (categories, reply classes, periods), the units to pick from, one reply, the sessions and the proposals per topic. The tags are shared by name, so saving the settings
 * or deciding on a reply anywhere refreshes them.
 */
export const sharedReadsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['WorkflowSettings', 'Reply', 'Topics', 'Urges', 'Session', 'Proposal'] })
  .injectEndpoints({
    endpoints: (build) => ({
      workflowSettings: build.query<WorkflowSettings, void>({
        query: () => '/workflow-settings',
        providesTags: ['WorkflowSettings'],
      }),
      units: build.query<UnitOptionList, void>({
        query: () => '/units',
      }),
      reply: build.query<ReplyDetail, string>({
        query: (replyId) => `/replies/${encodeURIComponent(replyId)}`,
        providesTags: (_result, _error, replyId) => [{ type: 'Reply', id: replyId }],
      }),
      /** A task's urges (催办, issue 28 §3): the staff's task page and the unit's alike. */
      taskUrges: build.query<UrgeList, string>({
        query: (taskId) => `/tasks/${encodeURIComponent(taskId)}/urges`,
        providesTags: (_result, _error, taskId) => [{ type: 'Urges', id: taskId }],
      }),
      /** The topic guide (issue 27): staff get every topic, others the published ones; default session current. */
      topics: build.query<TopicList, string | undefined>({
        query: (sessionId) => ({ url: '/topics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Topics'],
      }),
      /** The sessions (届次) to choose a session's figures from; everyone signed in reads them. */
      sessions: build.query<{ items: Session[] }, void>({
        query: () => '/sessions',
        providesTags: ['Session'],
      }),
      /** Proposals per topic of the guide (issue 27): the statistics page and the guide's Excel sheet. */
      topicStatistics: build.query<TopicStatistics, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/statistics/topics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Topics'],
      }),
    }),
  });

export const {
  useWorkflowSettingsQuery,
  useUnitsQuery,
  useReplyQuery,
  useTopicsQuery,
  useTaskUrgesQuery,
  useSessionsQuery,
  useTopicStatisticsQuery,
  useLazyTopicStatisticsQuery,
} = sharedReadsApi;
