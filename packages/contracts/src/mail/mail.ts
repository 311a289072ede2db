import { z } from 'zod';
import { MAIL_FILTERS, MAIL_FOLDERS, MAIL_LABEL_IDS } from './catalog';

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

export const MAIL_SUBJECT_MAX = 200;
/** The HTML of a message, as sent by the editor (images are attachments, not inline data). */
export const MAIL_MESSAGE_MAX = 100_000;
export const MAIL_RECIPIENTS_MAX = 50;
export const MAIL_ATTACHMENTS_MAX = 20;
/** Mails one write may touch. */
export const MAIL_BULK_MAX = 200;
export const MAIL_PAGE_SIZE = 20;
export const MAIL_PAGE_SIZE_MAX = 50;
export const MAIL_SEARCH_MAX = 100;

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
export const mailListQuerySchema = z
  .object({
    folder: z.enum(MAIL_FOLDERS).optional(),
    label: z.enum(MAIL_LABEL_IDS).optional(),
    filter: z.enum(MAIL_FILTERS).optional(),
    q: z.string().trim().max(MAIL_SEARCH_MAX).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAIL_PAGE_SIZE_MAX).default(MAIL_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    const views = [query.folder, query.label, query.filter].filter((value) => value !== undefined);
    if (views.length > 1) context.addIssue({ code: 'custom', path: ['label'], message: 'mail.oneView' });
  });
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export type MailListQueryInput = z.input<typeof mailListQuerySchema>;

export const mailListSchema = z.object({
  items: z.array(mailSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type MailList = z.infer<typeof mailListSchema>;

/** GET /api/mail-app/mail?id= */
export const mailIdQuerySchema = z.object({ id });

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
export const mailUpdateBodySchema = z.object({
  ids,
  changes: z
    .object({ read: z.boolean(), starred: z.boolean(), important: z.boolean() })
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
      error: 'mail.nothingToChange',
    }),
});
export type MailUpdateBody = z.infer<typeof mailUpdateBodySchema>;

/** POST /api/mail-app/set-folder: `restore` takes mail from the trash back to where it came from. */
export const mailSetFolderBodySchema = z.object({ ids, folder: z.enum([...MAIL_FOLDERS, 'restore']) });
export type MailSetFolderBody = z.infer<typeof mailSetFolderBodySchema>;

/** POST /api/mail-app/toggle-label: on for all when one lacks it, else off for all. */
export const mailToggleLabelBodySchema = z.object({ ids, label: z.enum(MAIL_LABEL_IDS) });
export type MailToggleLabelBody = z.infer<typeof mailToggleLabelBodySchema>;

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

/** A realtime event to a mailbox's owner: new mail arrived (`received`) or the unread count changed. */
export const mailRealtimeEventSchema = z.object({
  type: z.literal('mail'),
  unread: z.number().int().min(0),
  received: z.object({ mailId: z.string(), fromName: z.string(), subject: z.string() }).optional(),
});
export type MailRealtimeEvent = z.infer<typeof mailRealtimeEventSchema>;
