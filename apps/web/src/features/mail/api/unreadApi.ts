import type { MailUnread } from '@cppcc/contracts';
import { baseApi } from '../../../shared/api/baseApi';

/**
 * The inbox's unread count, apart from the rest of the mail calls: the navigation's badge loads only this.
 * Every mail write invalidates the tag (mailApi.ts), as does a realtime `mail` event.
 */
export const mailUnreadApi = baseApi.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    mailUnread: build.query<MailUnread, void>({
      query: () => '/mail-app/unread-count',
      providesTags: [{ type: 'Mail', id: 'UNREAD' }],
    }),
  }),
});

export const { useMailUnreadQuery } = mailUnreadApi;
