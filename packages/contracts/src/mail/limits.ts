/** The mail app's limits. Schema-free (the schemas are in `mail.ts`): the mail list renders them without zod. */
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
