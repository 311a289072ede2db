import type {
  ClueAdoptResult,
  ClueCampaign,
  ClueCampaignBody,
  ClueCampaignList,
  ClueCodeResult,
  ClueDetail,
  ClueIntake,
  ClueList,
  ClueListQuery,
  CluePicture,
  ClueSubmitBody,
  ClueSubmitResult,
  ClueTracking,
  ClueTransitionBody,
} from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

type ListArgs = Partial<Pick<ClueListQuery, 'state' | 'categoryCode' | 'q' | 'page' | 'pageSize'>>;

/** The clue collection's calls: public (no sign-in), staff screening and campaigns, the members' library. */
export const cluesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Clues', 'ClueCampaigns'] })
  .injectEndpoints({
    endpoints: (build) => ({
      clueIntake: build.query<ClueIntake, void>({ query: () => '/public/clues/intake' }),
      requestClueCode: build.mutation<ClueCodeResult, { phone: string }>({
        query: (body) => ({ url: '/public/clues/code', method: 'POST', body }),
      }),
      submitClue: build.mutation<ClueSubmitResult, ClueSubmitBody>({
        query: (body) => ({ url: '/public/clues', method: 'POST', body }),
      }),
      /** One picture for the clue just sent (multipart field `file`), keyed by its tracking code. */
      uploadCluePicture: build.mutation<CluePicture, { code: string; file: File }>({
        query: ({ code, file }) => {
          const body = new FormData();
          body.append('file', file);
          return { url: `/public/clues/track/${encodeURIComponent(code)}/pictures`, method: 'POST', body };
        },
      }),
      clueTracking: build.query<ClueTracking, string>({
        query: (code) => `/public/clues/track/${encodeURIComponent(code)}`,
      }),
      clues: build.query<ClueList, ListArgs>({
        query: (params) => ({ url: '/clues', params: { ...params } }),
        providesTags: ['Clues'],
      }),
      clue: build.query<ClueDetail, string>({ query: (id) => `/clues/${id}`, providesTags: ['Clues'] }),
      screenClue: build.mutation<ClueDetail, ClueTransitionBody & { id: string }>({
        query: ({ id, ...body }) => ({ url: `/clues/${id}/transitions`, method: 'POST', body }),
        invalidatesTags: ['Clues'],
      }),
      adoptClue: build.mutation<ClueAdoptResult, string>({
        query: (id) => ({ url: `/clues/${id}/adopt`, method: 'POST' }),
        invalidatesTags: ['Clues'],
      }),
      clueCampaigns: build.query<ClueCampaignList, void>({
        query: () => '/clue-campaigns',
        providesTags: ['ClueCampaigns'],
      }),
      createClueCampaign: build.mutation<ClueCampaign, ClueCampaignBody>({
        query: (body) => ({ url: '/clue-campaigns', method: 'POST', body }),
        invalidatesTags: ['ClueCampaigns'],
      }),
      closeClueCampaign: build.mutation<ClueCampaign, string>({
        query: (id) => ({ url: `/clue-campaigns/${id}/close`, method: 'POST' }),
        invalidatesTags: ['ClueCampaigns'],
      }),
    }),
  });

export const {
  useClueIntakeQuery,
  useRequestClueCodeMutation,
  useSubmitClueMutation,
  useUploadCluePictureMutation,
  useClueTrackingQuery,
  useCluesQuery,
  useScreenClueMutation,
  useAdoptClueMutation,
  useClueCampaignsQuery,
  useCreateClueCampaignMutation,
  useCloseClueCampaignMutation,
} = cluesApi;
