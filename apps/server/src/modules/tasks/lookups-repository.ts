import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CountersignOpinionsTable } from '../../db/schema-proposals';
import type { Insertable } from 'kysely';

/** SQL of the task workflow's smaller look-ups and writes: unit names, reply headings, opinions. */

/** The units' names in the order asked, joined with 、 (an unknown id shows as itself). */
export async function unitNames(db: Kysely<DB>, ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return '';
  const rows = await db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? id).join('、');
}

export async function existingUnitIds(db: Kysely<DB>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('units')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
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
