import type {
  PaperEvaluationInput,
  PaperProposalInput,
  ProposalDetail,
  ProposalEvaluations,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/**
 * Paper entry (纸质录入, issue 27): staff type in a proposal or an evaluation a member handed in on paper.
 * The tags are shared by name with the lists and the proposal page, so what was entered shows at once.
 */
export const paperApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Evaluation', 'Todo'] })
  .injectEndpoints({
    endpoints: (build) => ({
      enterPaperProposal: build.mutation<ProposalDetail, PaperProposalInput>({
        query: (body) => ({ url: '/proposals/paper', method: 'POST', body }),
        invalidatesTags: ['Proposal', 'ProposalList'],
      }),
      /** A replied proposal's replies and who still has to evaluate them. */
      paperEvaluationView: build.query<ProposalEvaluations, string>({
        query: (proposalId) => `/proposals/${encodeURIComponent(proposalId)}/evaluations`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Evaluation', id: proposalId }],
      }),
      enterPaperEvaluation: build.mutation<
        ProposalEvaluations,
        { proposalId: string; replyId: string; body: PaperEvaluationInput }
      >({
        query: ({ replyId, body }) => ({
          url: `/replies/${encodeURIComponent(replyId)}/paper-evaluation`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { proposalId }) => [
          { type: 'Evaluation', id: proposalId },
          { type: 'Proposal', id: proposalId },
          'Proposal',
          'ProposalList',
          'Todo',
        ],
      }),
    }),
  });

export const { useEnterPaperProposalMutation, usePaperEvaluationViewQuery, useEnterPaperEvaluationMutation } =
  paperApi;
