import type {
  AssignBody,
  MemberPicker,
  ProposalTasks,
  UnitSuggestions,
  CategorySuggestions,
  ProposalCreateBody,
  ProposalDetail,
  ProposalTransitionBody,
  ProposalUpdateBody,
  SimilarBodyInput,
  SimilarProposals,
  SimilarResult,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const id = (value: string) => encodeURIComponent(value);

/** The proposals API (issue 5) as the proposal page and the editor use it. */
export const proposalsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Task', 'Reply'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProposal: build.query<ProposalDetail, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Proposal', id: proposalId }],
      }),
      // `keepalive`: the editor's last save as the tab closes outlives the page (bodies up to 64 KiB).
      createProposal: build.mutation<ProposalDetail, { body: ProposalCreateBody; keepalive?: boolean }>({
        query: ({ body, keepalive }) => ({ url: '/proposals', method: 'POST', body, keepalive }),
        invalidatesTags: ['ProposalList'],
      }),
      updateProposal: build.mutation<
        ProposalDetail,
        { id: string; body: ProposalUpdateBody; keepalive?: boolean }
      >({
        query: ({ id: proposalId, body, keepalive }) => ({
          url: `/proposals/${id(proposalId)}`,
          method: 'PATCH',
          body,
          keepalive,
        }),
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Proposal', id: proposalId },
          'ProposalList',
        ],
      }),
      transitionProposal: build.mutation<ProposalDetail, { id: string; body: ProposalTransitionBody }>({
        query: ({ id: proposalId, body }) => ({
          url: `/proposals/${id(proposalId)}/transitions`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Proposal', id: proposalId },
          'ProposalList',
        ],
      }),
      respondToInvitation: build.mutation<ProposalDetail, { id: string; accept: boolean }>({
        query: ({ id: proposalId, accept }) => ({
          url: `/proposals/${id(proposalId)}/signers/respond`,
          method: 'POST',
          body: { accept },
        }),
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Proposal', id: proposalId },
          'ProposalList',
        ],
      }),
      deleteAttachment: build.mutation<{ id: string }, { proposalId: string; attachmentId: string }>({
        query: ({ proposalId, attachmentId }) => ({
          url: `/proposals/${id(proposalId)}/attachments/${id(attachmentId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { proposalId }) => [{ type: 'Proposal', id: proposalId }],
      }),
      // A POST that reads: the draft's text can be long. Not cached past the editor's session.
      similarProposals: build.query<SimilarResult, SimilarBodyInput>({
        query: (body) => ({ url: '/proposals/similar', method: 'POST', body }),
        keepUnusedDataFor: 30,
      }),
      mergeCandidates: build.query<SimilarProposals, { q: string; excludeId: string }>({
        query: (params) => ({ url: '/proposals/merge-candidates', params }),
      }),
      memberPicker: build.query<MemberPicker, { q?: string }>({
        query: (params) => ({ url: '/members', params }),
      }),
      // Issue 6: assignment and the handling section (the `Task` tag is shared by name with the workbenches).
      assignProposal: build.mutation<ProposalDetail, { id: string; body: AssignBody }>({
        query: ({ id: proposalId, body }) => ({
          url: `/proposals/${id(proposalId)}/assign`,
          method: 'POST',
          body,
        }),
        // `Proposal` without an id: the staff lists provide it so, and they change too.
        invalidatesTags: ['Proposal', 'ProposalList', 'Task'],
      }),
      unitSuggestions: build.query<UnitSuggestions, { proposalId: string; language: string }>({
        query: ({ proposalId }) => `/proposals/${id(proposalId)}/unit-suggestions`,
      }),
      categorySuggestions: build.query<CategorySuggestions, { proposalId: string; language: string }>({
        query: ({ proposalId }) => `/proposals/${id(proposalId)}/category-suggestions`,
      }),
      proposalTasks: build.query<ProposalTasks, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/tasks`,
        providesTags: ['Task'],
      }),
    }),
  });

export const {
  useGetProposalQuery,
  useCreateProposalMutation,
  useUpdateProposalMutation,
  useTransitionProposalMutation,
  useRespondToInvitationMutation,
  useDeleteAttachmentMutation,
  useLazySimilarProposalsQuery,
  useMergeCandidatesQuery,
  useMemberPickerQuery,
  useAssignProposalMutation,
  useUnitSuggestionsQuery,
  useCategorySuggestionsQuery,
  useProposalTasksQuery,
} = proposalsApi;
