import {
  REGISTERED_STATES,
  type ProposalList,
  type SelectionBallotBody,
  type SelectionCreateBody,
  type SelectionDecisionBody,
  type SelectionDetail,
  type SelectionList,
  type SelectionNominateBody,
  type SelectionPeople,
  type SelectionVotersBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

type LeaderList = { items: { id: string; displayName: string }[] };
type Step = 'open-voting' | 'close-voting' | 'count' | 'publish';

/** The selections' reads and writes; every write answers the whole selection, so the detail is refreshed. */
export const selectionsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Selections', 'Proposal'] })
  .injectEndpoints({
    endpoints: (build) => ({
      selections: build.query<SelectionList, void>({
        query: () => ({ url: '/selections' }),
        providesTags: ['Selections'],
      }),
      selection: build.query<SelectionDetail, string>({
        query: (id) => ({ url: `/selections/${id}` }),
        providesTags: ['Selections'],
      }),
      selectionVoterOptions: build.query<SelectionPeople, void>({
        query: () => ({ url: '/selections/voter-options' }),
      }),
      selectionLeaders: build.query<LeaderList, void>({ query: () => ({ url: '/supervision/leaders' }) }),
      selectionProposalOptions: build.query<ProposalList, { sessionId: string; q: string }>({
        query: ({ sessionId, q }) => ({
          url: '/proposals',
          params: { sessionId, pageSize: 20, state: REGISTERED_STATES.join(','), ...(q ? { q } : {}) },
        }),
      }),
      createSelection: build.mutation<SelectionDetail, SelectionCreateBody>({
        query: (body) => ({ url: '/selections', method: 'POST', body }),
        invalidatesTags: ['Selections'],
      }),
      nominate: build.mutation<SelectionDetail, SelectionNominateBody & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/selections/${id}/candidates`, method: 'POST', body }),
        invalidatesTags: ['Selections'],
      }),
      withdrawCandidate: build.mutation<
        SelectionDetail,
        { id: string; candidateId: string; version: number }
      >({
        query: ({ id, candidateId, version }) => ({
          url: `/selections/${id}/candidates/${candidateId}`,
          method: 'DELETE',
          body: { version },
        }),
        invalidatesTags: ['Selections'],
      }),
      setVoters: build.mutation<SelectionDetail, SelectionVotersBody & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/selections/${id}/voters`, method: 'PUT', body }),
        invalidatesTags: ['Selections'],
      }),
      selectionStep: build.mutation<SelectionDetail, { id: string; step: Step; version: number }>({
        query: ({ id, step, version }) => ({
          url: `/selections/${id}/${step}`,
          method: 'POST',
          body: { version },
        }),
        invalidatesTags: ['Selections'],
      }),
      decide: build.mutation<SelectionDetail, SelectionDecisionBody & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/selections/${id}/decision`, method: 'POST', body }),
        invalidatesTags: ['Selections', 'Proposal'],
      }),
      vote: build.mutation<SelectionDetail, SelectionBallotBody & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/selections/${id}/ballot`, method: 'POST', body }),
        invalidatesTags: ['Selections'],
      }),
    }),
  });

export const {
  useSelectionsQuery,
  useSelectionQuery,
  useSelectionVoterOptionsQuery,
  useSelectionLeadersQuery,
  useSelectionProposalOptionsQuery,
  useCreateSelectionMutation,
  useNominateMutation,
  useWithdrawCandidateMutation,
  useSetVotersMutation,
  useSelectionStepMutation,
  useDecideMutation,
  useVoteMutation,
} = selectionsApi;
