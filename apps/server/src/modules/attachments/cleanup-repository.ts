import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL of the uploads' cleanup (cleanup.ts). */

/**
 * Pictures an app uploads first and names by address afterwards (notes/images.ts, scrumboard/images.ts,
 * profile/pictures.ts, contacts/avatars.ts): kept while some text names them. Product pictures are the shop's
 * own storage (e-commerce/routes.ts), not swept here.
 */
export const PICTURE_KINDS = ['note_image', 'scrumboard_image', 'profile_picture', 'contact_avatar'] as const;

/**
 * Every text a picture's address may be kept in. A picture counts as used when its id appears in one of
 * them (whatever form the address takes: a path, a signed link), whichever app's picture it is — the demo's
 * cards show note pictures.
 */
const PICTURE_PLACES = [
  { table: 'users', column: 'photoUrl' },
  { table: 'chatProfiles', column: 'avatar' },
  { table: 'contacts', column: 'avatar' },
  { table: 'notes', column: 'image' },
  { table: 'scrumboardCards', column: 'attachments' },
  { table: 'profilePosts', column: 'media' },
  { table: 'profileAlbums', column: 'media' },
  { table: 'profileAbout', column: 'contentZh' },
  { table: 'profileAbout', column: 'contentEn' },
] as const;

type Place = (typeof PICTURE_PLACES)[number];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids named anywhere a picture's address may be kept (read once per run, not once per picture). */
export async function namedPictureIds(db: Kysely<DB>): Promise<Set<string>> {
  const named = new Set<string>();
  for (const { table, column } of PICTURE_PLACES) {
    const rows = await db
      .selectFrom(table)
      .select(sql<string | null>`${sql.ref(`${table}.${column}`)}`.as('text'))
      .where(sql.ref(`${table}.${column}`), 'is not', null)
      .where(sql.ref(`${table}.${column}`), '!=', '')
      .execute();
    for (const row of rows) for (const id of row.text?.match(UUID) ?? []) named.add(id.toLowerCase());
  }
  return named;
}

/** Pictures uploaded before `before`: ids only, to be checked against namedPictureIds. */
export async function picturesBefore(db: Kysely<DB>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments')
    .select('id')
    .where('ownerKind', 'in', [...PICTURE_KINDS])
    .where('createdAt', '<', before)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether `place` names the attachment in the outer query (checked again in the deleting statement). */
function names(eb: ExpressionBuilder<DB, 'attachments'>, { table, column }: Place) {
  return eb.exists(
    eb
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .where(
        sql<boolean>`${sql.ref(`${table}.${column}`)} like ('%' || ${sql.ref('attachments.id')} || '%')`,
      ),
  );
}

/**
 * Deletes those of the pictures `ids` that still nothing names (a picture named meanwhile stays): one
 * statement, so naming one at the same moment either keeps it or fails on its own. Their storage keys.
 */
export async function deleteUnnamedPictures(db: Kysely<DB>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('attachments')
    .where('id', 'in', [...ids])
    .where('ownerKind', 'in', [...PICTURE_KINDS])
    .where((eb) => eb.not(eb.or(PICTURE_PLACES.map((place) => names(eb, place)))))
    .returning('storageKey')
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Deletes mail files uploaded before `before` that no mail carries (a draft carries its files). */
export async function deleteUnsentMailFiles(db: Kysely<DB>, before: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('attachments')
    .where('ownerKind', '=', 'mail')
    .where('createdAt', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mailAttachments')
            .select('mailAttachments.mailId')
            .whereRef('mailAttachments.attachmentId', '=', 'attachments.id'),
        ),
      ),
    )
    .returning('storageKey')
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Every storage key a row records (an attachment or a file manager's file): one read per sweep. */
export async function recordedKeys(db: Kysely<DB>): Promise<Set<string>> {
  const attachments = await db.selectFrom('attachments').select('storageKey').execute();
  const files = await db
    .selectFrom('fileManagerItems')
    .select('storageKey')
    .where('storageKey', 'is not', null)
    .execute();
  // A clue's pictures are the clue's (no account to be an attachment's uploader): their own table (0033).
  const cluePictures = await db.selectFrom('cluePictures').select('storageKey').execute();
  return new Set(
    [...attachments, ...files, ...cluePictures].flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
  );
}
