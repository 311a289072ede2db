import type {
  BatchRegisterBody,
  BatchRegisterResult,
  MemberPicker,
  ProposalCounts,
  ProposalList,
  ProposalListQueryInput,
  Session,
  SessionCreateBody,
  SessionUpdateBody,
  WorkflowSettings,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * The staff workbench's calls (issue 5): the staff lists and counts, batch registration, sessions and the
 * workflow settings. The `Proposal` tag is shared by name with the proposal page, so a decision taken there
 * refreshes these lists.
 */
export const staffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'Session', 'WorkflowSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffProposals: build.query<ProposalList, ProposalListQueryInput>({
        query: (params) => ({ url: '/proposals', params }),
        providesTags: ['Proposal'],
      }),
      staffProposalCounts: build.query<ProposalCounts, { sessionId?: string }>({
        query: ({ sessionId }) => ({ url: '/proposals/counts', params: { scope: 'all', sessionId } }),
        providesTags: ['Proposal'],
      }),
      staffBatchRegister: build.mutation<BatchRegisterResult, BatchRegisterBody>({
        query: (body) => ({ url: '/proposals/batch-register', method: 'POST', body }),
        invalidatesTags: ['Proposal'],
      }),
      staffMembers: build.query<MemberPicker, { q?: string }>({
        query: ({ q }) => ({ url: '/members', params: q ? { q } : {} }),
      }),
      staffSessions: build.query<{ items: Session[] }, void>({
        query: () => '/sessions',
        providesTags: ['Session'],
      }),
      staffCreateSession: build.mutation<Session, SessionCreateBody>({
        query: (body) => ({ url: '/admin/sessions', method: 'POST', body }),
        invalidatesTags: ['Session'],
      }),
      staffUpdateSession: build.mutation<Session, { id: string; body: SessionUpdateBody }>({
        query: ({ id, body }) => ({
          url: `/admin/sessions/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['Session'],
      }),
      staffMakeSessionCurrent: build.mutation<Session, string>({
        query: (id) => ({ url: `/admin/sessions/${encodeURIComponent(id)}/make-current`, method: 'POST' }),
        invalidatesTags: ['Session', 'Proposal'],
      }),
      staffWorkflowSettings: build.query<WorkflowSettings, void>({
        query: () => '/workflow-settings',
        providesTags: ['WorkflowSettings'],
      }),
      staffSaveWorkflowSettings: build.mutation<WorkflowSettings, WorkflowSettings>({
        query: (body) => ({ url: '/admin/workflow-settings', method: 'PUT', body }),
        invalidatesTags: ['WorkflowSettings'],
      }),
    }),
  });

export const {
  useStaffProposalsQuery,
  useStaffProposalCountsQuery,
  useStaffBatchRegisterMutation,
  useStaffMembersQuery,
  useStaffSessionsQuery,
  useStaffCreateSessionMutation,
  useStaffUpdateSessionMutation,
  useStaffMakeSessionCurrentMutation,
  useStaffWorkflowSettingsQuery,
  useStaffSaveWorkflowSettingsMutation,
} = staffApi;
