import { sql, type Kysely, type Selectable } from 'kysely';
import { MAIL_HIDDEN_FROM_VIEWS, type MailFolder } from '@cppcc/contracts';
import type { DB } from '../../db/schema';
import type { MailsTable } from '../../db/schema-mail';
import { keysetAfter, keysetOrderBy, type KeysetOrder, type SortCursor } from '../../db/keyset';

export type MailRow = Selectable<MailsTable>;

/** What a list shows: one of a folder, a label, a filter; a search; a page. */
export interface MailView {
  folder?: MailFolder | undefined;
  label?: string | undefined;
  filter?: 'starred' | 'important' | undefined;
  q?: string | undefined;
  offset: number;
  limit: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function viewQuery(db: Kysely<DB>, ownerId: string, view: Omit<MailView, 'offset' | 'limit'>) {
  let query = db.selectFrom('mails').where('ownerId', '=', ownerId);
  if (view.label !== undefined || view.filter !== undefined)
    query = query.where('folder', 'not in', [...MAIL_HIDDEN_FROM_VIEWS]);
  else query = query.where('folder', '=', view.folder ?? 'inbox');
  // Labels are a JSON array of known ids in text: match the quoted id.
  if (view.label !== undefined) query = query.where('labels', 'like', `%"${view.label}"%`);
  if (view.filter === 'starred') query = query.where('starred', '=', 1);
  if (view.filter === 'important') query = query.where('important', '=', 1);
  if (view.q) query = query.where(sql<boolean>`search_text like ${likePattern(view.q)} escape '\\'`);
  return query;
}

/** The lists' order: newest first, then by id. */
const MAIL_ORDER: KeysetOrder = { column: 'mails.time', id: 'mails.id', nullable: false, order: 'desc' };

export async function listMails(
  db: Kysely<DB>,
  ownerId: string,
  view: MailView,
): Promise<{ rows: MailRow[]; total: number }> {
  const query = viewQuery(db, ownerId, view);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let ordered = query.selectAll();
  for (const term of keysetOrderBy(MAIL_ORDER)) ordered = ordered.orderBy(term);
  const rows = await ordered.limit(view.limit).offset(view.offset).execute();
  return { rows, total: Number(total) };
}

/** The view's mails after `after` in the list's order, `limit` of them (the export's batches). */
export function mailExportBatch(
  db: Kysely<DB>,
  ownerId: string,
  view: Omit<MailView, 'offset' | 'limit'>,
  after: SortCursor | undefined,
  limit: number,
): Promise<MailRow[]> {
  let query = viewQuery(db, ownerId, view).selectAll();
  if (after) query = query.where(keysetAfter(MAIL_ORDER, after));
  for (const term of keysetOrderBy(MAIL_ORDER)) query = query.orderBy(term);
  return query.limit(limit).execute();
}

export function findOwnMail(db: Kysely<DB>, ownerId: string, id: string): Promise<MailRow | undefined> {
  return db
    .selectFrom('mails')
    .selectAll()
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

/** The caller's mails among `ids` (others' and missing ones are left out). */
export function findOwnMails(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<MailRow[]> {
  return db
    .selectFrom('mails')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('ownerId', '=', ownerId)
    .execute();
}

export async function insertMail(db: Kysely<DB>, row: MailRow): Promise<void> {
  await db.insertInto('mails').values(row).execute();
}

export async function updateMails(
  db: Kysely<DB>,
  ownerId: string,
  ids: readonly string[],
  patch: Partial<Pick<MailRow, 'read' | 'starred' | 'important' | 'folder' | 'labels' | 'updatedAt'>>,
): Promise<void> {
  await db
    .updateTable('mails')
    .set(patch)
    .where('id', 'in', [...ids])
    .where('ownerId', '=', ownerId)
    .execute();
}

export async function updateMail(db: Kysely<DB>, row: MailRow): Promise<void> {
  const { id, ownerId, ...rest } = row;
  await db.updateTable('mails').set(rest).where('id', '=', id).where('ownerId', '=', ownerId).execute();
}

export async function deleteMails(db: Kysely<DB>, ownerId: string, ids: readonly string[]): Promise<void> {
  await db
    .deleteFrom('mailAttachments')
    .where('mailId', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('mails')
    .where('id', 'in', [...ids])
    .where('ownerId', '=', ownerId)
    .execute();
}

/** Unread and total mails per folder of one owner. */
export async function folderCounts(
  db: Kysely<DB>,
  ownerId: string,
): Promise<{ folder: string; unread: number; total: number }[]> {
  const rows = await db
    .selectFrom('mails')
    .select((eb) => [
      'folder',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('ownerId', '=', ownerId)
    .groupBy('folder')
    .execute();
  return rows.map((row) => ({ folder: row.folder, unread: Number(row.unread), total: Number(row.total) }));
}

export async function inboxUnread(db: Kysely<DB>, ownerId: string): Promise<number> {
  const { n } = await db
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('folder', '=', 'inbox')
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export interface MailPersonRow {
  id: string;
  displayName: string;
  email: string | null;
  photoUrl: string | null;
  unitName: string | null;
  disabled: number;
}

const people = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .leftJoin('units', 'units.id', 'users.unitId')
    .select([
      'users.id',
      'users.displayName',
      'users.email',
      'users.photoUrl',
      'users.disabled',
      'units.name as unitName',
    ]);

export function findPeople(db: Kysely<DB>, ids: readonly string[]): Promise<MailPersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return people(db)
    .where('users.id', 'in', [...ids])
    .execute();
}

/** Active accounts with an e-mail, by name, optionally matching a search over name, e-mail and unit. */
export function searchRecipients(
  db: Kysely<DB>,
  exceptId: string,
  q: string | undefined,
  limit: number,
): Promise<MailPersonRow[]> {
  let query = people(db)
    .where('users.email', 'is not', null)
    .where('users.disabled', '=', 0)
    .where('users.id', '!=', exceptId);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.display_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(units.name, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query.orderBy('users.displayName').orderBy('users.id').limit(limit).execute();
}

export interface MailFileRow {
  mailId: string;
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The files of some mails, in their order. */
export function filesOf(db: Kysely<DB>, mailIds: readonly string[]): Promise<MailFileRow[]> {
  if (mailIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mailAttachments')
    .innerJoin('attachments', 'attachments.id', 'mailAttachments.attachmentId')
    .select([
      'mailAttachments.mailId',
      'attachments.id',
      'attachments.fileName',
      'attachments.contentType',
      'attachments.size',
    ])
    .where('mailAttachments.mailId', 'in', [...mailIds])
    .orderBy('mailAttachments.position')
    .execute();
}

export async function linkFiles(
  db: Kysely<DB>,
  mailId: string,
  attachmentIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('mailAttachments').where('mailId', '=', mailId).execute();
  if (attachmentIds.length === 0) return;
  await db
    .insertInto('mailAttachments')
    .values(attachmentIds.map((attachmentId, position) => ({ mailId, attachmentId, position })))
    .execute();
}

/**
 * Of `attachmentIds`, those the user may put on a mail or download: files they uploaded for mail, and files
 * on a mail of theirs (forwarding).
 */
export async function filesAvailableTo(
  db: Kysely<DB>,
  userId: string,
  attachmentIds: readonly string[],
): Promise<Set<string>> {
  if (attachmentIds.length === 0) return new Set();
  const uploaded = await db
    .selectFrom('attachments')
    .select('id')
    .where('id', 'in', [...attachmentIds])
    .where('ownerKind', '=', 'mail')
    .where('uploadedBy', '=', userId)
    .execute();
  const linked = await db
    .selectFrom('mailAttachments')
    .innerJoin('mails', 'mails.id', 'mailAttachments.mailId')
    .select('mailAttachments.attachmentId as id')
    .where('mailAttachments.attachmentId', 'in', [...attachmentIds])
    .where('mails.ownerId', '=', userId)
    .execute();
  return new Set([...uploaded, ...linked].map((row) => row.id));
}
