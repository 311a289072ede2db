import type {
  AssessmentRules,
  Statistics,
  UnitAssessment,
  UnitFigure,
  UnitFigureProposals,
  UnitFigures,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The statistics feature's calls: a session's figures, per unit and the assessment (the sessions, the
 * proposals per topic and the workflow settings are shared reads, `shared/api/sharedReads.ts`). `Proposal` and `Task` are shared tag names, so a decision
 * taken anywhere refreshes the figures; saving the assessment rules refreshes the ranking.
 */
export const statisticsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['Proposal', 'Task', 'Reply', 'WorkflowSettings', 'AssessmentRules'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      statistics: build.query<Statistics, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/statistics', params: sessionId ? { sessionId } : {} }),
        providesTags: ['Proposal', 'Task', 'Reply'],
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
  useUnitFiguresQuery,
  useUnitFigureProposalsQuery,
  useUnitAssessmentQuery,
  useSaveAssessmentRulesMutation,
} = statisticsApi;
