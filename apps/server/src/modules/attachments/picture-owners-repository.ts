import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQLite's bound-parameter limit, with room to spare. */
const LOOKUP_CHUNK = 500;

/** The kind and uploader of each of these attachments that exists, by id. */
export async function pictureOwners(db: Kysely<DB>, ids: readonly string[]) {
  const rows = new Map<string, { ownerKind: string; ownerId: string }>();
  for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
    const found = await db
      .selectFrom('attachments')
      .select(['id', 'ownerKind', 'ownerId'])
      .where('id', 'in', ids.slice(start, start + LOOKUP_CHUNK))
      .execute();
    for (const row of found) rows.set(row.id, row);
  }
  return rows;
}
