import type { EvaluationBody, ProposalEvaluations } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const id = (value: string) => encodeURIComponent(value);

/**
 * The review folder's calls (issue 7): a proposal's replies awaiting evaluation, one reply's detail, and the
 * evaluation itself. Tags are shared by name with the proposal page and the workbench lists.
 */
export const reviewApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Todo', 'Evaluation', 'Reply'] })
  .injectEndpoints({
    endpoints: (build) => ({
      reviewEvaluations: build.query<ProposalEvaluations, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/evaluations`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Evaluation', id: proposalId }],
      }),
      evaluateReply: build.mutation<
        ProposalEvaluations,
        { proposalId: string; replyId: string; body: EvaluationBody }
      >({
        query: ({ replyId, body }) => ({ url: `/replies/${id(replyId)}/evaluation`, method: 'POST', body }),
        // The evaluation may close the proposal and ends my 评价答复 to-do.
        invalidatesTags: (_result, _error, { proposalId }) => [
          { type: 'Evaluation', id: proposalId },
          { type: 'Proposal', id: proposalId },
          'ProposalList',
          'Todo',
        ],
      }),
    }),
  });

export const { useReviewEvaluationsQuery, useEvaluateReplyMutation } = reviewApi;
