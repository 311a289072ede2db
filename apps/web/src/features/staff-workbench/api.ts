import type {
  BatchAssignBody,
  BatchRegisterBody,
  BatchRegisterResult,
  BatchResult,
  MemberPicker,
  MergeSuggestions,
  ProposalCounts,
  ProposalDetail,
  ProposalList,
  ProposalListQueryInput,
  Session,
  SessionCreateBody,
  SessionUpdateBody,
  TaskCounts,
  TaskDetail,
  TaskList,
  TaskListQueryInput,
  TaskTransitionBody,
  WorkflowSettings,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { withoutCursor } from '../../shared/api/pageCursor';

/**
 * The staff workbench's calls (issue 5): the staff lists and counts, batch registration, sessions and the
 * workflow settings. The `Proposal` tag is shared by name with the proposal page, so a decision taken there
 * refreshes these lists.
 */
export const staffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'Session', 'WorkflowSettings', 'Task', 'Reply'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffProposals: build.query<ProposalList, ProposalListQueryInput>({
        query: (params) => ({ url: '/proposals', params }),
        // Page p asked by cursor (`after`) or by number is one entry: no refetch, no second copy.
        serializeQueryArgs: ({ queryArgs }) => withoutCursor(queryArgs),
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
      staffSaveWorkflowSettings: build.mutation<WorkflowSettings, WorkflowSettings>({
        query: (body) => ({ url: '/admin/workflow-settings', method: 'PUT', body }),
        invalidatesTags: ['WorkflowSettings'],
      }),
      // Issue 6: assignment in batch, the handling queues, task decisions and reply review. `Task` is shared
      // by name with the proposal page and the unit workbench, so a decision refreshes them all.
      staffBatchAssign: build.mutation<BatchResult, BatchAssignBody>({
        query: (body) => ({ url: '/proposals/batch-assign', method: 'POST', body }),
        invalidatesTags: ['Proposal', 'Task'],
      }),
      staffTaskCounts: build.query<TaskCounts, { unitId?: string; sessionId?: string }>({
        query: (params) => ({ url: '/tasks/counts', params }),
        providesTags: ['Task'],
      }),
      staffTasks: build.query<TaskList, TaskListQueryInput>({
        query: (params) => ({ url: '/tasks', params }),
        providesTags: ['Task'],
      }),
      staffTask: build.query<TaskDetail, string>({
        query: (taskId) => `/tasks/${encodeURIComponent(taskId)}`,
        providesTags: ['Task'],
      }),
      staffTaskTransition: build.mutation<TaskDetail, { taskId: string; body: TaskTransitionBody }>({
        query: ({ taskId, body }) => ({
          url: `/tasks/${encodeURIComponent(taskId)}/transitions`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Task', 'Reply', 'Proposal'],
      }),
      // 查重 at review (issue 27 §3): 并案 candidates, the proposal's own text beside them, the merge.
      staffMergeSuggestions: build.query<MergeSuggestions, string>({
        query: (proposalId) => `/proposals/${encodeURIComponent(proposalId)}/merge-suggestions`,
        providesTags: ['Proposal', 'WorkflowSettings'],
      }),
      staffProposal: build.query<ProposalDetail, string>({
        query: (proposalId) => `/proposals/${encodeURIComponent(proposalId)}`,
        providesTags: ['Proposal'],
      }),
      staffMerge: build.mutation<ProposalDetail, { id: string; version: number; masterId: string }>({
        query: ({ id, version, masterId }) => ({
          url: `/proposals/${encodeURIComponent(id)}/transitions`,
          method: 'POST',
          body: { action: 'merge', version, masterId },
        }),
        invalidatesTags: ['Proposal'],
      }),
    }),
  });

export const {
  useStaffProposalsQuery,
  useStaffProposalCountsQuery,
  useStaffBatchRegisterMutation,
  useStaffMembersQuery,
  useStaffCreateSessionMutation,
  useStaffUpdateSessionMutation,
  useStaffMakeSessionCurrentMutation,
  useStaffSaveWorkflowSettingsMutation,
  useStaffBatchAssignMutation,
  useStaffTaskCountsQuery,
  useStaffTasksQuery,
  useStaffTaskQuery,
  useStaffTaskTransitionMutation,
  useStaffMergeSuggestionsQuery,
  useStaffProposalQuery,
  useStaffMergeMutation,
} = staffApi;
