import {
  MAIL_FOLDERS,
  MAIL_LABEL_IDS,
  type Mail,
  type MailFolder,
  type MailLabelId,
  type MailPerson,
  type MailSummary,
} from '@cppcc/contracts';
import { fromDbBool, fromDbJson } from '../../db/values';
import type { MailFileRow, MailPersonRow, MailRow } from './repository';

/** How long a list's excerpt is (characters of text). */
export const EXCERPT_LENGTH = 160;

export function toPerson(row: MailPersonRow | undefined, id: string): MailPerson {
  return row
    ? { id: row.id, name: row.displayName, email: row.email, avatar: row.photoUrl }
    : { id, name: '', email: null, avatar: null };
}

const labelSet = new Set<string>(MAIL_LABEL_IDS);
const folderOf = (folder: string): MailFolder =>
  (MAIL_FOLDERS as readonly string[]).includes(folder) ? (folder as MailFolder) : 'inbox';

export function toIds(text: string): string[] {
  const value = fromDbJson<unknown>(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A row with its people and files → the list's shape. */
export function toSummary(
  row: MailRow,
  people: ReadonlyMap<string, MailPersonRow>,
  files: readonly MailFileRow[],
): MailSummary {
  const attachments = files
    .filter((file) => file.mailId === row.id)
    .map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size: Number(size) }));
  return {
    id: row.id,
    from: toPerson(people.get(row.fromId), row.fromId),
    to: toIds(row.toIds).map((id) => toPerson(people.get(id), id)),
    subject: row.subject,
    time: row.time,
    read: fromDbBool(row.read),
    starred: fromDbBool(row.starred),
    important: fromDbBool(row.important),
    hasAttachments: attachments.length > 0,
    attachments,
    labels: toIds(row.labels).filter((label): label is MailLabelId => labelSet.has(label)),
    folder: folderOf(row.folder),
    excerpt: row.excerpt,
  };
}

export function toMail(
  row: MailRow,
  people: ReadonlyMap<string, MailPersonRow>,
  files: readonly MailFileRow[],
): Mail {
  const { excerpt: _excerpt, ...summary } = toSummary(row, people, files);
  return { ...summary, message: row.message };
}

/** What search looks in: subject, the people's names and e-mails, the text; lower-cased. */
export function searchTextOf(subject: string, people: readonly (MailPersonRow | undefined)[], text: string) {
  const names = people.flatMap((person) => (person ? [person.displayName, person.email ?? ''] : []));
  return [subject, ...names, text].join(' ').toLowerCase();
}
