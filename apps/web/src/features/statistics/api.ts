import type {
  AssessmentRules,
  Session,
  Statistics,
  TopicStatistics,
  UnitAssessment,
  UnitFigure,
  UnitFigureProposals,
  UnitFigures,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The statistics feature's calls: a session's figures, the sessions to choose from and the workflow
 * settings (category and reply-class names). `Proposal` and `Task` are shared tag names, so a decision
 * taken anywhere refreshes the figures; saving the assessment rules refreshes the ranking.
 */
export const statisticsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['Proposal', 'Task', 'Reply', 'Session', 'WorkflowSettings', 'Topics', 'AssessmentRules'],
  })
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
      /** Per-unit figures (issue 28 §5). */
      unitFigures: build.query<UnitFigures, { sessionId?: string }>({
        query: ({ sessionId }) => ({
          url: '/statistics/unit-figures',
          params: sessionId ? { sessionId } : {},
        }),
        providesTags: ['Proposal', 'Task', 'Reply', 'WorkflowSettings'],
      }),
      unitFigureProposals: build.query<
        UnitFigureProposals,
        { sessionId?: string; unitId: string; figure: UnitFigure; code?: string }
      >({
        query: ({ sessionId, unitId, figure, code }) => ({
          url: '/statistics/unit-figures/proposals',
          params: { unitId, figure, ...(sessionId ? { sessionId } : {}), ...(code ? { code } : {}) },
        }),
        providesTags: ['Proposal', 'Task', 'Reply', 'WorkflowSettings'],
      }),
      /** 承办单位考核 (issue 29 §4). */
      unitAssessment: build.query<UnitAssessment, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/unit-assessment', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Task', 'Reply', 'WorkflowSettings', 'AssessmentRules'],
      }),
      saveAssessmentRules: build.mutation<AssessmentRules, AssessmentRules>({
        query: (body) => ({ url: '/admin/unit-assessment/rules', method: 'PUT', body }),
        invalidatesTags: ['AssessmentRules'],
      }),
    }),
  });

export const {
  useStatisticsQuery,
  useStatisticsSessionsQuery,
  useTopicStatisticsQuery,
  useUnitFiguresQuery,
  useUnitFigureProposalsQuery,
  useUnitAssessmentQuery,
  useSaveAssessmentRulesMutation,
} = statisticsApi;
