import { z } from 'zod';
import { MAIL_FILTERS, MAIL_FOLDERS, MAIL_LABEL_IDS } from './catalog';
import { listColumnsParamSchema } from '../lists/lists';
import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_BULK_MAX,
  MAIL_MESSAGE_MAX,
  MAIL_PAGE_SIZE,
  MAIL_PAGE_SIZE_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SEARCH_MAX,
  MAIL_SUBJECT_MAX,
} from './limits';

/**
 * The mail app (seed 001 /apps/mail, calls /api/mail-app/*): each signed-in user's own mailbox, between the
 * system's users. The seed shows the fields of a mail only; payloads and answers are decided here:
 *
 * - A sent mail is stored once per recipient (in their inbox) and once for the sender (in `sent`); each copy
 *   is its owner's alone (read, starred, labels, folder). Attachments are shared by the copies.
 * - `message` is HTML the server sanitized (lib/sanitizeHtml.ts) before storing it.
 * - Writes take a list of ids (one or many: "select many and act on them") and refuse the whole call when
 *   one of them is not the caller's (404), so nothing is half done.
 */

const id = z.string().trim().min(1).max(64);
const ids = z.array(id).min(1).max(MAIL_BULK_MAX);

export const mailPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type MailPerson = z.infer<typeof mailPersonSchema>;

export const mailAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

const mailFields = {
  id: z.string(),
  from: mailPersonSchema,
  to: z.array(mailPersonSchema),
  subject: z.string(),
  /** ISO-8601 UTC: when it was sent (drafts: last saved). */
  time: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(mailAttachmentSchema),
  /** Label ids (GET labels). */
  labels: z.array(z.enum(MAIL_LABEL_IDS)),
  folder: z.enum(MAIL_FOLDERS),
};

/** One mail, as GET mail answers it. */
export const mailSchema = z.object({ ...mailFields, message: z.string() });
export type Mail = z.infer<typeof mailSchema>;

/** A mail in a list: the start of its text instead of the whole message. */
export const mailSummarySchema = z.object({ ...mailFields, excerpt: z.string() });
export type MailSummary = z.infer<typeof mailSummarySchema>;

/**
 * GET /api/mail-app/mails: one of folder / label / filter (none: the inbox), a search over subject, text and
 * people, newest first, a page at a time.
 */
function oneMailView(
  query: { folder?: unknown; label?: unknown; filter?: unknown },
  context: z.RefinementCtx,
): void {
  const views = [query.folder, query.label, query.filter].filter((value) => value !== undefined);
  if (views.length > 1) context.addIssue({ code: 'custom', path: ['label'], message: 'mail.oneView' });
}
const ourMailListQuerySchema = z
  .object({
    folder: z.enum(MAIL_FOLDERS).optional(),
    label: z.enum(MAIL_LABEL_IDS).optional(),
    filter: z.enum(MAIL_FILTERS).optional(),
    q: z.string().trim().max(MAIL_SEARCH_MAX).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAIL_PAGE_SIZE_MAX).default(MAIL_PAGE_SIZE),
  })
  .superRefine(oneMailView);
/**
 * The template reads the list as `folderHandle` / `labelHandle` / `filterHandle` and takes an array
 * (issue 31 §2): those names are read as ours, and `array` is set when one of them is used and no page is
 * asked for, so the route answers the items alone.
 */
export const mailListQuerySchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const { folderHandle, labelHandle, filterHandle, ...query } = value as Record<string, unknown>;
    const template = [folderHandle, labelHandle, filterHandle].some((handle) => handle !== undefined);
    if (!template) return value;
    const paged = query['page'] !== undefined || query['pageSize'] !== undefined;
    return {
      folder: folderHandle,
      label: labelHandle,
      filter: filterHandle,
      ...query,
      ...(paged ? {} : { array: true, pageSize: MAIL_PAGE_SIZE_MAX }),
    };
  },
  ourMailListQuerySchema.and(z.object({ array: z.boolean().optional() })),
);
export type MailListQuery = z.infer<typeof ourMailListQuerySchema>;
export type MailListQueryInput = z.input<typeof ourMailListQuerySchema>;

export const mailListSchema = z.object({
  items: z.array(mailSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type MailList = z.infer<typeof mailListSchema>;

/** GET /api/mail-app/mail?id= (the template's `mailId` too, issue 31 §2). */
export const mailIdQuerySchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('id' in value) && 'mailId' in value
      ? { id: value.mailId }
      : value,
  z.object({ id }),
);

const viewItem = { id: z.string(), handle: z.string(), title: z.string(), icon: z.string() };
/** GET /api/mail-app/folders: with the unread and total counts of each. */
export const mailFolderSchema = z.object({
  ...viewItem,
  handle: z.enum(MAIL_FOLDERS),
  unread: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type MailFolderItem = z.infer<typeof mailFolderSchema>;
export const mailFilterSchema = z.object({ ...viewItem, handle: z.enum(MAIL_FILTERS) });
export type MailFilterItem = z.infer<typeof mailFilterSchema>;
export const mailLabelSchema = z.object({
  id: z.enum(MAIL_LABEL_IDS),
  handle: z.enum(MAIL_LABEL_IDS),
  title: z.string(),
  color: z.string(),
});
export type MailLabelItem = z.infer<typeof mailLabelSchema>;

/** GET /api/mail-app/unread-count: the inbox's unread mail (the navigation's badge). */
export const mailUnreadSchema = z.object({ unread: z.number().int().min(0) });
export type MailUnread = z.infer<typeof mailUnreadSchema>;

/** GET /api/mail-app/recipients?q=: people one may write to (any active account with an e-mail). */
export const mailRecipientsQuerySchema = z.object({ q: z.string().trim().max(40).optional() });
export const mailRecipientSchema = mailPersonSchema.extend({ unitName: z.string().nullable() });
export type MailRecipient = z.infer<typeof mailRecipientSchema>;
export const MAIL_RECIPIENTS_PAGE = 20;

/** POST /api/mail-app/update-mail: read, starred, important of one or many mails (at least one of them). */
const ourMailUpdateBodySchema = z.object({
  ids,
  changes: z
    .object({ read: z.boolean(), starred: z.boolean(), important: z.boolean() })
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
      error: 'mail.nothingToChange',
    }),
});
export type MailUpdateBody = z.infer<typeof ourMailUpdateBodySchema>;
/** The template posts the whole mail to update-mail (issue 31 §2): its flags are the changes. */
export const mailUpdateBodySchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || 'ids' in value || !('id' in value)) return value;
  const mail = value as Record<string, unknown>;
  return {
    ids: [mail['id']],
    changes: { read: mail['read'], starred: mail['starred'], important: mail['important'] },
  };
}, ourMailUpdateBodySchema);

/** POST /api/mail-app/set-folder: `restore` takes mail from the trash back to where it came from. */
const ourMailSetFolderBodySchema = z.object({ ids, folder: z.enum([...MAIL_FOLDERS, 'restore']) });
export type MailSetFolderBody = z.infer<typeof ourMailSetFolderBodySchema>;
/**
 * The template's `{ selectedMailIds, folderId }` (issue 31 §2): a folder's id is its handle (GET folders);
 * the template's own numbers 0–4 are its folders in the seed's order, which MAIL_FOLDERS keeps.
 */
export const mailSetFolderBodySchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || !('selectedMailIds' in value)) return value;
  const { selectedMailIds, folderId } = value as Record<string, unknown>;
  const folder = typeof folderId === 'number' ? (MAIL_FOLDERS[folderId] ?? folderId) : folderId;
  return { ids: selectedMailIds, folder };
}, ourMailSetFolderBodySchema);

/** POST /api/mail-app/toggle-label: on for all when one lacks it, else off for all. */
const ourMailToggleLabelBodySchema = z.object({ ids, label: z.enum(MAIL_LABEL_IDS) });
export type MailToggleLabelBody = z.infer<typeof ourMailToggleLabelBodySchema>;
/** The template's `{ selectedMailIds, labelId }` (issue 31 §2); a label's id is its handle. */
export const mailToggleLabelBodySchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || !('selectedMailIds' in value)) return value;
  const { selectedMailIds, labelId } = value as Record<string, unknown>;
  return { ids: selectedMailIds, label: labelId };
}, ourMailToggleLabelBodySchema);

/** POST /api/mail-app/delete-mails: for good, mail in the trash only. */
export const mailDeleteBodySchema = z.object({ ids });

/** What the writes answer: the mails they changed (in the caller's view) or removed. */
export const mailWriteAnswerSchema = z.object({ ids: z.array(z.string()), unread: z.number().int().min(0) });
export type MailWriteAnswer = z.infer<typeof mailWriteAnswerSchema>;

const composeFields = {
  /** Recipients' user ids. */
  to: z.array(id).max(MAIL_RECIPIENTS_MAX),
  subject: z.string().trim().max(MAIL_SUBJECT_MAX),
  message: z.string().max(MAIL_MESSAGE_MAX),
  /** Files uploaded by the caller (POST attachments) or on a mail of theirs (forwarding). */
  attachmentIds: z.array(id).max(MAIL_ATTACHMENTS_MAX),
};

/** POST /api/mail-app/save-draft: a new draft, or `id` of one of the caller's drafts to overwrite. */
export const mailDraftBodySchema = z.object({ id: id.optional(), ...composeFields });
export type MailDraftBody = z.infer<typeof mailDraftBodySchema>;

/** POST /api/mail-app/send: at least one recipient; `draftId` is removed once sent. */
export const mailSendBodySchema = z.object({
  draftId: id.optional(),
  ...composeFields,
  to: composeFields.to.min(1, { error: 'mail.recipientRequired' }),
});
export type MailSendBody = z.infer<typeof mailSendBodySchema>;
/** The compose form's values: what send and save-draft take. */
export type MailComposeValues = z.input<typeof mailSendBodySchema>;

// The mailbox's realtime event is with the other realtime events (chat/realtimeEvents.ts), re-exported here.
export { mailRealtimeEventSchema, type MailRealtimeEvent } from '../chat/realtimeEvents';

/** GET /api/mail-app/mails/export.xlsx: the list's folder, label or filter and search, all pages, `columns`. */
export const mailExportQuerySchema = z
  .object({
    folder: ourMailListQuerySchema.shape.folder,
    label: ourMailListQuerySchema.shape.label,
    filter: ourMailListQuerySchema.shape.filter,
    q: ourMailListQuerySchema.shape.q,
    columns: listColumnsParamSchema,
  })
  .superRefine(oneMailView);
