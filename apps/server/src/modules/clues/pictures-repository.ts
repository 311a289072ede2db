import { PostgresAdapter, type Insertable, type Kysely, type Selectable } from 'kysely';
import { shapedQuery } from '../../db/query-shapes';
import type { DB } from '../../db/schema';
import type { CluePicturesTable } from '../../db/schema-clues';

/** SQL of clues' pictures (migration 0033) and of the library's fingerprints for 查重. */

export type CluePictureRow = Selectable<CluePicturesTable>;

export async function insertCluePicture(db: Kysely<DB>, row: Insertable<CluePicturesTable>): Promise<void> {
  await db.insertInto('cluePictures').values(row).execute();
}

/**
 * Holds the clue's row until the transaction ends, so two uploads to one clue count its pictures one after
 * the other (SQLite runs one write transaction at a time already).
 */
export async function lockClue(trx: Kysely<DB>, clueId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('clues').select('id').where('id', '=', clueId).forUpdate().execute();
}

export async function picturesCount(db: Kysely<DB>, clueId: string): Promise<number> {
  const row = await db
    .selectFrom('cluePictures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clueId', '=', clueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The pictures of these clues, oldest first. */
export function picturesOfClues(db: Kysely<DB>, clueIds: readonly string[]): Promise<CluePictureRow[]> {
  if (clueIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cluePictures')
    .selectAll()
    .where('clueId', 'in', [...clueIds])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findCluePicture(db: Kysely<DB>, id: string): Promise<CluePictureRow | undefined> {
  return db.selectFrom('cluePictures').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The library's clues (accepted and adopted) with their fingerprints, for 查重: never a clue awaiting
 * screening, merged or declined. The newest `limit` (a city's library holds hundreds to a few thousand).
 */
export function libraryFingerprints(db: Kysely<DB>, states: readonly string[], limit: number) {
  return db
    .selectFrom('clues')
    .innerJoin('clueFingerprints', 'clueFingerprints.clueId', 'clues.id')
    .select(['clues.id', 'clueFingerprints.grams'])
    .where('clues.state', 'in', [...states])
    .orderBy('clues.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * What changes whenever the library's fingerprints may have: the stamp every write of a clue or of its
 * fingerprint moves in its own transaction (migration 0046), read by primary key before each 查重 so a kept
 * copy of the library (clues/similarity-source.ts) is never used after a change.
 */
export async function libraryStamp(db: Kysely<DB>): Promise<string> {
  // A shape (db/query-shapes.ts) planned generically: read on every 查重 check beside its generic shapes, so
  // the check's connections stay in one plan mode (database.ts) and it is never compiled or planned again.
  const { compiled } = shapedQuery(db, 'clues.stamp', null, {}, () => ({
    query: db.selectFrom('clueLibraryStamps').select(['generation', 'n']).where('id', '=', 1),
    meta: null,
    prepare: 'generic' as const,
  }));
  const row = (await db.executeQuery(compiled)).rows[0];
  // No row (deleted by hand): a stamp no kept copy has, until the next write makes the row again.
  return row ? `${row.generation}/${String(row.n)}` : `none/${Math.random()}`;
}

/** The texts of these library clues (the chosen ones of a 查重 answer). */
export function libraryTexts(db: Kysely<DB>, ids: readonly string[], states: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clues')
    .select(['id', 'title', 'situation', 'suggestion', 'categoryCode', 'state'])
    .where('id', 'in', [...ids])
    .where('state', 'in', [...states])
    .execute();
}
