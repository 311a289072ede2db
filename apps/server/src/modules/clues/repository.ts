import type { ClueListQuery, ClueState } from '@cppcc/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { ClueCampaignsTable, ClueEventsTable, CluesTable } from '../../db/schema-clues';
import { escapeLike } from '../proposals/repository';

/** All SQL of the clue collection. */

export type ClueRow = Selectable<CluesTable>;
export type CampaignRow = Selectable<ClueCampaignsTable>;

// --- campaigns ------------------------------------------------------------------------------------

export function listCampaigns(db: Kysely<DB>) {
  return db
    .selectFrom('clueCampaigns')
    .selectAll('clueCampaigns')
    .select((eb) =>
      eb
        .selectFrom('clues')
        .whereRef('clues.campaignId', '=', 'clueCampaigns.id')
        .select((count) => count.fn.countAll<number>().as('n'))
        .as('clueCount'),
    )
    .orderBy('startsOn', 'desc')
    .orderBy('id')
    .execute();
}

export function findCampaign(db: Kysely<DB>, id: string): Promise<CampaignRow | undefined> {
  return db.selectFrom('clueCampaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The campaign not closed whose period holds `day` (at most one: periods of open campaigns never overlap). */
export function campaignOn(db: Kysely<DB>, day: string): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('clueCampaigns')
    .selectAll()
    .where('closedAt', 'is', null)
    .where('startsOn', '<=', day)
    .where('endsOn', '>=', day)
    .orderBy('startsOn')
    .executeTakeFirst();
}

/** A campaign not closed whose period meets [startsOn, endsOn]. */
export function overlappingCampaign(
  db: Kysely<DB>,
  startsOn: string,
  endsOn: string,
): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('clueCampaigns')
    .selectAll()
    .where('closedAt', 'is', null)
    .where('startsOn', '<=', endsOn)
    .where('endsOn', '>=', startsOn)
    .executeTakeFirst();
}

export async function insertCampaign(db: Kysely<DB>, row: Insertable<ClueCampaignsTable>): Promise<void> {
  await db.insertInto('clueCampaigns').values(row).execute();
}

/** Closes the campaign unless it was closed already; false then. */
export async function closeCampaign(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('clueCampaigns')
    .set({ closedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- clues ----------------------------------------------------------------------------------------

export async function insertClue(db: Kysely<DB>, row: ClueRow): Promise<void> {
  await db.insertInto('clues').values(row).execute();
}

export function findClue(db: Kysely<DB>, id: string): Promise<ClueRow | undefined> {
  return db.selectFrom('clues').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClueByTrackingCode(db: Kysely<DB>, code: string): Promise<ClueRow | undefined> {
  return db.selectFrom('clues').selectAll().where('trackingCode', '=', code).executeTakeFirst();
}

/** How many clues the phone sent since `since`. */
export async function cluesOfPhoneSince(db: Kysely<DB>, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('clues')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The optimistic write of a screening step: false when the clue moved on since `version`. */
export async function updateClueVersioned(
  db: Kysely<DB>,
  id: string,
  version: number,
  patch: Omit<Updateable<CluesTable>, 'id' | 'version'>,
): Promise<boolean> {
  const result = await db
    .updateTable('clues')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's adoption: the clue is (or stays) `adopted` while it is in the library; false otherwise. */
export async function markAdopted(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('clues')
    .set((eb) => ({ state: 'adopted', updatedAt: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('state', 'in', ['accepted', 'adopted'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function filtered(db: Kysely<DB>, query: ClueListQuery, states: readonly ClueState[] | undefined) {
  let select = db.selectFrom('clues');
  if (states) select = select.where('clues.state', 'in', states);
  if (query.state) select = select.where('clues.state', '=', query.state);
  if (query.categoryCode) select = select.where('clues.categoryCode', '=', query.categoryCode);
  const q = query.q;
  if (q)
    select = select.where((eb) =>
      eb.or([
        eb('clues.title', 'like', escapeLike(q)),
        eb('clues.situation', 'like', escapeLike(q)),
        eb('clues.suggestion', 'like', escapeLike(q)),
        eb('clues.tags', 'like', escapeLike(q)),
      ]),
    );
  return select;
}

/** One page of clues, newest first; `states` bounds what the caller may see (undefined: all). */
export async function cluePage(
  db: Kysely<DB>,
  query: ClueListQuery,
  states: readonly ClueState[] | undefined,
) {
  const [rows, total] = await Promise.all([
    filtered(db, query, states)
      .selectAll('clues')
      .orderBy('clues.createdAt', 'desc')
      .orderBy('clues.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query, states)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Titles of clues and campaigns by id (what a list names beside each clue). */
export async function titlesOf(db: Kysely<DB>, table: 'clues' | 'clueCampaigns', ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom(table).select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The library's texts for a search beyond this module (the similarity search): accepted and adopted
 * clues, optionally only those matching `q`, newest first.
 */
export function clueTexts(db: Kysely<DB>, q?: string, limit = 200) {
  return filtered(db, { q, page: 1, pageSize: limit }, ['accepted', 'adopted'])
    .select(['clues.id', 'clues.title', 'clues.situation', 'clues.suggestion', 'clues.categoryCode'])
    .orderBy('clues.createdAt', 'desc')
    .limit(limit)
    .execute();
}

// --- events and adoptions -------------------------------------------------------------------------

export async function insertClueEvent(db: Kysely<DB>, row: Insertable<ClueEventsTable>): Promise<void> {
  await db.insertInto('clueEvents').values(row).execute();
}

export function eventsOf(db: Kysely<DB>, clueId: string) {
  return db
    .selectFrom('clueEvents')
    .leftJoin('users', 'users.id', 'clueEvents.actorId')
    .selectAll('clueEvents')
    .select('users.displayName as actorName')
    .where('clueEvents.clueId', '=', clueId)
    .orderBy('clueEvents.createdAt')
    .orderBy('clueEvents.id')
    .execute();
}

/** Inserts the adoption unless the member adopted the clue already; false then. */
export async function insertAdoption(
  db: Kysely<DB>,
  row: { clueId: string; memberId: string; proposalId: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('clueAdoptions')
    .values({ ...row, replyNotifiedAt: null })
    .onConflict((conflict) => conflict.columns(['clueId', 'memberId']).doNothing())
    .returning('clueId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function adoptionsOf(db: Kysely<DB>, clueIds: readonly string[]) {
  if (clueIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clueAdoptions')
    .innerJoin('users', 'users.id', 'clueAdoptions.memberId')
    .select([
      'clueAdoptions.clueId',
      'clueAdoptions.memberId',
      'clueAdoptions.proposalId',
      'clueAdoptions.createdAt',
      'users.displayName as memberName',
    ])
    .where('clueAdoptions.clueId', 'in', clueIds)
    .orderBy('clueAdoptions.createdAt')
    .execute();
}

/** Adoptions whose sender was not told of a published reply yet, with what the SMS needs. */
export function adoptionsAwaitingReply(db: Kysely<DB>) {
  return db
    .selectFrom('clueAdoptions')
    .innerJoin('clues', 'clues.id', 'clueAdoptions.clueId')
    .select([
      'clueAdoptions.clueId',
      'clueAdoptions.memberId',
      'clueAdoptions.proposalId',
      'clues.title',
      'clues.phone',
      'clues.linkOrigin',
      'clues.state',
    ])
    .where('clueAdoptions.replyNotifiedAt', 'is', null)
    .execute();
}

/** Claims the notice of one adoption (a conditional UPDATE: one server, one SMS); false when taken. */
export async function claimReplyNotice(
  db: Kysely<DB>,
  clueId: string,
  memberId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('clueAdoptions')
    .set({ replyNotifiedAt: at })
    .where('clueId', '=', clueId)
    .where('memberId', '=', memberId)
    .where('replyNotifiedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The proposals members built on the clue (to find their public replies). */
export async function proposalIdsOf(db: Kysely<DB>, clueId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('clueAdoptions')
    .select('proposalId')
    .where('clueId', '=', clueId)
    .execute();
  return rows.map((row) => row.proposalId);
}
