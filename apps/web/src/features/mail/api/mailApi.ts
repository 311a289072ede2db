import type {
  Mail,
  MailAttachment,
  MailDraftBody,
  MailFilterItem,
  MailFolderItem,
  MailLabelItem,
  MailList,
  MailListQueryInput,
  MailRecipient,
  MailSendBody,
  MailSetFolderBody,
  MailToggleLabelBody,
  MailUpdateBody,
  MailWriteAnswer,
} from '@cppcc/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import { uploadWithProgress } from '../../../shared/lib/upload';

/**
 * /api/mail-app/* (contracts/mail). Lists, open mails, folder counts and the unread count share the `Mail`
 * tag: any write (and a realtime `mail` event) refreshes what is on screen.
 */
export const mailApi = baseApi.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    mails: build.query<MailList, MailListQueryInput>({
      query: (params) => ({ url: '/mail-app/mails', params: { ...params } }),
      providesTags: [{ type: 'Mail', id: 'LIST' }],
    }),
    mail: build.query<Mail, string>({
      query: (id) => ({ url: '/mail-app/mail', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Mail', id }],
    }),
    mailFolders: build.query<MailFolderItem[], void>({
      query: () => '/mail-app/folders',
      providesTags: [{ type: 'Mail', id: 'FOLDERS' }],
    }),
    mailFilters: build.query<MailFilterItem[], void>({ query: () => '/mail-app/filters' }),
    mailLabels: build.query<MailLabelItem[], void>({ query: () => '/mail-app/labels' }),
    mailRecipients: build.query<MailRecipient[], string>({
      query: (q) => ({ url: '/mail-app/recipients', params: q ? { q } : {} }),
    }),
    updateMail: build.mutation<MailWriteAnswer, MailUpdateBody>({
      query: (body) => ({ url: '/mail-app/update-mail', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    setMailFolder: build.mutation<MailWriteAnswer, MailSetFolderBody>({
      query: (body) => ({ url: '/mail-app/set-folder', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    toggleMailLabel: build.mutation<MailWriteAnswer, MailToggleLabelBody>({
      query: (body) => ({ url: '/mail-app/toggle-label', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    deleteMails: build.mutation<MailWriteAnswer, { ids: string[] }>({
      query: (body) => ({ url: '/mail-app/delete-mails', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    saveDraft: build.mutation<Mail, MailDraftBody>({
      query: (body) => ({ url: '/mail-app/save-draft', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    sendMail: build.mutation<Mail, MailSendBody>({
      query: (body) => ({ url: '/mail-app/send', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const {
  useMailsQuery,
  useMailQuery,
  useMailFoldersQuery,
  useMailFiltersQuery,
  useMailLabelsQuery,
  useMailRecipientsQuery,
  useUpdateMailMutation,
  useSetMailFolderMutation,
  useToggleMailLabelMutation,
  useDeleteMailsMutation,
  useSaveDraftMutation,
  useSendMailMutation,
} = mailApi;

/** Uploads one file for a mail with progress. */
export const uploadMailFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<MailAttachment>('POST', '/mail-app/attachments', file, onProgress);

/** The download path of a mail's file. */
export const mailFileSrc = (id: string) => `/api/mail-app/attachments/${encodeURIComponent(id)}`;
