import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CommunicationsTable, CountersignOpinionsTable } from '../../db/schema-proposals';
import type { Insertable } from 'kysely';
import { attachmentsWithUploader } from '../attachments/repository';
import { unitNamesById } from '../proposals/lookups-repository';

/** SQL of the task workflow's smaller look-ups and writes: unit names, reply headings, opinions. */

/** The units' names in the order asked, joined with 、 (an unknown id shows as itself). */
export async function unitNames(db: Kysely<DB>, ids: readonly string[]): Promise<string> {
  const rows = await unitNamesById(db, ids);
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? id).join('、');
}

export function sessionTermAndMeeting(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['term', 'meeting'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

export function unitContact(db: Kysely<DB>, unitId: string) {
  return db
    .selectFrom('units')
    .select(['contactName', 'contactPhone'])
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow();
}

export async function insertOpinion(
  db: Kysely<DB>,
  row: Insertable<CountersignOpinionsTable>,
): Promise<void> {
  await db.insertInto('countersignOpinions').values(row).execute();
}

export async function insertCommunication(
  db: Kysely<DB>,
  row: Insertable<CommunicationsTable>,
): Promise<void> {
  await db.insertInto('communications').values(row).execute();
}

/** The caller's place among a proposal's signers (first proposer or co-signer), if any. */
export function signerOf(db: Kysely<DB>, proposalId: string, userId: string) {
  return db
    .selectFrom('proposalSigners')
    .select(['state', 'isFirst'])
    .where('proposalId', '=', proposalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** An attachment with its uploader's name. */
export function attachmentWithUploader(db: Kysely<DB>, id: string) {
  return attachmentsWithUploader(db).where('attachments.id', '=', id).executeTakeFirst();
}

export function unitName(db: Kysely<DB>, unitId: string) {
  return db.selectFrom('units').select('name').where('id', '=', unitId).executeTakeFirst();
}
