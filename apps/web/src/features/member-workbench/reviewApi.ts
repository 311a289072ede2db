import type { ProposalEvaluations } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

const id = (value: string) => encodeURIComponent(value);

/**
 * The review folder's reads (issue 7): a proposal's replies awaiting evaluation (one reply's detail is
 * shared/api's, the evaluation itself shared/evaluation's). Tags are shared by name with the proposal page and the lists.
 */
export const reviewApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Proposal', 'ProposalList', 'Todo', 'Evaluation', 'Reply'] })
  .injectEndpoints({
    endpoints: (build) => ({
      reviewEvaluations: build.query<ProposalEvaluations, string>({
        query: (proposalId) => `/proposals/${id(proposalId)}/evaluations`,
        providesTags: (_result, _error, proposalId) => [{ type: 'Evaluation', id: proposalId }],
      }),
    }),
  });

export const { useReviewEvaluationsQuery } = reviewApi;
