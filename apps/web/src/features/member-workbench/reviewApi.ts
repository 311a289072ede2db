import type { ProposalEvaluations, ReplyDetail } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const id = (value: string) => encodeURIComponent(value);

/**
 * The review folder's reads (issue 7): a proposal's replies awaiting evaluation and one reply's detail (the
 * evaluation itself is shared/evaluation's). Tags are shared by name with the proposal page and the lists.
 */
export const reviewApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Todo', 'Evaluation', 'Reply'] })
  .injectEndpoints({
    endpoints: (build) => ({
      reviewEvaluations: build.query<ProposalEvaluations, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/evaluations`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Evaluation', id: proposalId }],
      }),
      reviewReply: build.query<ReplyDetail, string>({
        query: (replyId) => `/replies/${id(replyId)}`,
        providesTags: (_result, _error, replyId) => [{ type: 'Reply', id: replyId }],
      }),
    }),
  });

export const { useReviewEvaluationsQuery, useReviewReplyQuery } = reviewApi;
