import type { EvaluationBody, ProposalEvaluations } from '@cppcc/contracts';
import { baseApi } from '../api/baseApi';

/**
 * A signer's evaluation of an approved reply, from the review folder or the proposal page. It may close
 * the proposal and ends the signer's 评价答复 to-do; the tags are shared by name with those screens.
 */
export const evaluationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Todo', 'Evaluation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      evaluateReply: build.mutation<
        ProposalEvaluations,
        { proposalId: string; replyId: string; body: EvaluationBody }
      >({
        query: ({ replyId, body }) => ({
          url: `/replies/${encodeURIComponent(replyId)}/evaluation`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { proposalId }) => [
          { type: 'Evaluation', id: proposalId },
          { type: 'Proposal', id: proposalId },
          'ProposalList',
          'Todo',
        ],
      }),
    }),
  });

export const { useEvaluateReplyMutation } = evaluationApi;
