import type {
  KeyBody,
  ProposalDetail,
  ProposalEvaluations,
  SupervisionBody,
  Supervision,
} from '@cppcc/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import type { ClosingBody } from './closing';

const id = (value: string) => encodeURIComponent(value);

/**
 * Issue 7 on the proposal page: evaluations and the closing transitions, key proposals and supervision.
 * Tags are shared by name with the other features' endpoints (`Proposal`, `ProposalList`, `Task`, `Todo`).
 */
export const oversightApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['Proposal', 'ProposalList', 'Task', 'Todo', 'Evaluation', 'Supervision'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      proposalEvaluations: build.query<ProposalEvaluations, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/evaluations`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Evaluation', id: proposalId }],
      }),
      closeProposal: build.mutation<ProposalDetail, { id: string; body: ClosingBody }>({
        query: ({ id: proposalId, body }) => ({
          url: `/proposals/${id(proposalId)}/transitions`,
          method: 'POST',
          body,
        }),
        // Re-handling creates round-2 tasks and ends the evaluation to-dos.
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Proposal', id: proposalId },
          { type: 'Evaluation', id: proposalId },
          'ProposalList',
          'Task',
          'Todo',
        ],
      }),
      setKeyProposal: build.mutation<ProposalDetail, { id: string; body: KeyBody }>({
        query: ({ id: proposalId, body }) => ({
          url: `/proposals/${id(proposalId)}/key`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Proposal', id: proposalId },
          'ProposalList',
        ],
      }),
      supervisionLeaders: build.query<{ items: { id: string; displayName: string }[] }, void>({
        query: () => '/supervision/leaders',
      }),
      supervisions: build.query<{ items: Supervision[] }, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/supervisions`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Supervision', id: proposalId }],
      }),
      addSupervision: build.mutation<{ items: Supervision[] }, { id: string; body: SupervisionBody }>({
        query: ({ id: proposalId, body }) => ({
          url: `/proposals/${id(proposalId)}/supervisions`,
          method: 'POST',
          body,
        }),
        // The record is also an event on the proposal's timeline.
        invalidatesTags: (_result, _error, { id: proposalId }) => [
          { type: 'Supervision', id: proposalId },
          { type: 'Proposal', id: proposalId },
        ],
      }),
    }),
  });

export const {
  useProposalEvaluationsQuery,
  useCloseProposalMutation,
  useSetKeyProposalMutation,
  useSupervisionLeadersQuery,
  useSupervisionsQuery,
  useAddSupervisionMutation,
} = oversightApi;
