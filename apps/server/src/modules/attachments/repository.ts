import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AttachmentsTable } from '../../db/schema-proposals';

export type AttachmentRow = Selectable<AttachmentsTable>;

export function findAttachment(db: Kysely<DB>, id: string): Promise<AttachmentRow | undefined> {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAttachment(db: Kysely<DB>, row: AttachmentRow): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
}

export async function deleteAttachment(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', id).execute();
}

/** How many files an owner (a proposal, a reply) has. */
export async function countAttachments(db: Kysely<DB>, ownerKind: string, ownerId: string): Promise<number> {
  const { n } = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerKind', '=', ownerKind)
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Attachments with the uploader's name, to be narrowed by the caller. */
export function attachmentsWithUploader(db: Kysely<DB>) {
  return db
    .selectFrom('attachments')
    .innerJoin('users', 'users.id', 'attachments.uploadedBy')
    .selectAll('attachments')
    .select('users.displayName as uploaderName');
}
