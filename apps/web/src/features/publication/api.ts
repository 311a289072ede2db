import type { PublicReply, PublicReplyList, PublicReplyQueryInput } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** GET /api/public/replies[/:id]: no sign-in needed. */
export const publicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicReplies: build.query<PublicReplyList, PublicReplyQueryInput>({
      query: (params) => ({ url: '/public/replies', params: { ...params } }),
    }),
    publicReply: build.query<PublicReply, string>({
      query: (replyId) => `/public/replies/${encodeURIComponent(replyId)}`,
    }),
  }),
});

export const { usePublicRepliesQuery, usePublicReplyQuery } = publicationApi;
