import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The mail tables (migration 0013_mail). */

/** One copy of a mail, its owner's alone. */
export interface MailsTable {
  id: Id;
  ownerId: Id;
  /** Where it is now: one of MAIL_FOLDERS (contracts). */
  folder: string;
  /** Where it came from (inbox | sent | drafts): the trash gives it back there. */
  homeFolder: string;
  fromId: Id;
  /** JSON array of the recipients' user ids, in the order written. */
  toIds: JsonText;
  subject: string;
  /** Sanitized HTML (lib/sanitizeHtml.ts). */
  message: string;
  /** The start of the text, for lists. */
  excerpt: string;
  /** Subject, people's names and e-mails, and the text, lower-cased: what search looks in. */
  searchText: string;
  time: IsoTime;
  read: DbBool;
  starred: DbBool;
  important: DbBool;
  /** JSON array of label ids. */
  labels: JsonText;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

/** The files of a mail: rows of `attachments` (owner kind `mail`), shared by the copies of one sending. */
export interface MailAttachmentsTable {
  mailId: Id;
  attachmentId: Id;
  position: number;
}

export interface MailTables {
  mails: MailsTable;
  mailAttachments: MailAttachmentsTable;
}
