import type { DutyActKind, DutyActList, DutyRecord, DutyRecordList, DutyScoreRules } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const sessionParams = (sessionId: string | undefined) => (sessionId ? { sessionId } : {});

/**
 * The duty records' calls. Figures follow the proposals, evaluations and meetings (shared tag names), and
 * saving the rules refreshes every score.
 */
export const dutyRecordsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'Task', 'Reply', 'DutyRules'] })
  .injectEndpoints({
    endpoints: (build) => ({
      dutyRecords: build.query<DutyRecordList, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/duty-records', params: sessionParams(sessionId) }),
        providesTags: ['Proposal', 'Task', 'Reply', 'DutyRules'],
      }),
      dutyRecord: build.query<DutyRecord, { memberId: string; sessionId?: string }>({
        query: ({ memberId, sessionId }) => ({
          url: `/duty-records/${encodeURIComponent(memberId)}`,
          params: sessionParams(sessionId),
        }),
        providesTags: ['Proposal', 'Task', 'Reply', 'DutyRules'],
      }),
      dutyActs: build.query<DutyActList, { memberId: string; sessionId?: string; kind: DutyActKind }>({
        query: ({ memberId, sessionId, kind }) => ({
          url: `/duty-records/${encodeURIComponent(memberId)}/acts`,
          params: { ...sessionParams(sessionId), kind },
        }),
        providesTags: ['Proposal', 'Task', 'Reply'],
      }),
      dutyRules: build.query<DutyScoreRules, void>({
        query: () => '/duty-records/rules',
        providesTags: ['DutyRules'],
      }),
      saveDutyRules: build.mutation<DutyScoreRules, DutyScoreRules>({
        query: (body) => ({ url: '/duty-records/rules', method: 'PUT', body }),
        invalidatesTags: ['DutyRules'],
      }),
    }),
  });

export const {
  useDutyRecordsQuery,
  useDutyRecordQuery,
  useDutyActsQuery,
  useDutyRulesQuery,
  useSaveDutyRulesMutation,
} = dutyRecordsApi;
