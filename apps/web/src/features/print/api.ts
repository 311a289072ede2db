import type { ReplyDetail, WorkflowSettings } from '@cppcc/contracts';
import { baseApi } from '../../shared/api/baseApi';

/** The reply letter and the class names it prints. */
export const printApi = baseApi.enhanceEndpoints({ addTagTypes: ['Reply'] }).injectEndpoints({
  endpoints: (build) => ({
    printReply: build.query<ReplyDetail, string>({
      query: (replyId) => `/replies/${encodeURIComponent(replyId)}`,
      providesTags: (_result, _error, replyId) => [{ type: 'Reply', id: replyId }],
    }),
    printSettings: build.query<WorkflowSettings, void>({ query: () => '/workflow-settings' }),
  }),
});

export const { usePrintReplyQuery, usePrintSettingsQuery } = printApi;
