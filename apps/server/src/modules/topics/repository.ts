import { CLUE_LIBRARY_STATES, RECEIVED_STATES, type ProposalState } from '@cppcc/contracts';
import type { Kysely, Selectable } from 'kysely';
import { boundText } from '../../db/bound-text';
import type { DB } from '../../db/schema';
import type { TopicsTable } from '../../db/schema-topics';

export type TopicRow = Selectable<TopicsTable>;

/**
 * The session's topics in guide order; `publishedOnly` for everyone but staff. The session is bound inside
 * a cast: bound bare, SQLite's STAT4 samples would compile the statement again on every run.
 */
export function listTopics(db: Kysely<DB>, sessionId: string, publishedOnly: boolean): Promise<TopicRow[]> {
  let query = db.selectFrom('topics').selectAll().where('sessionId', '=', boundText(sessionId));
  if (publishedOnly) query = query.where('state', '=', 'published');
  return query.orderBy('position').orderBy('createdAt').execute();
}

export function findTopic(db: Kysely<DB>, id: string): Promise<TopicRow | undefined> {
  return db.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lastPosition(db: Kysely<DB>, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('topics')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function insertTopic(db: Kysely<DB>, row: TopicRow): Promise<void> {
  await db.insertInto('topics').values(row).execute();
}

/** `UPDATE … WHERE version = ?`: false when someone else changed the topic meanwhile. */
export async function updateTopicVersioned(
  db: Kysely<DB>,
  id: string,
  version: number,
  patch: Partial<TopicRow>,
): Promise<boolean> {
  const result = await db
    .updateTable('topics')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTopicPosition(db: Kysely<DB>, id: string, position: number, at: string) {
  await db
    .updateTable('topics')
    .set((eb) => ({ position, updatedAt: at, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the topic; proposals that named it keep their text and lose the link. */
export async function deleteTopic(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('topicClues').where('topicId', '=', id).execute();
  await db.updateTable('proposals').set({ topicId: null }).where('topicId', '=', id).execute();
  await db.deleteFrom('topics').where('id', '=', id).execute();
}

const DRAFT_STATES: readonly ProposalState[] = ['draft', 'cosigning'];

/**
 * Proposals per topic of the session: received by the committee, and still being written. The session and
 * the states are bound inside casts: bound bare, SQLite's STAT4 samples chose to walk every proposal by
 * topic for the largest session (65 ms against 0.05 at 100,000; bench/RESULTS.md, issue 33 §2, h-stat).
 */
export async function proposalCountsByTopic(db: Kysely<DB>, sessionId: string) {
  const rows = await db
    .selectFrom('proposals')
    .innerJoin('topics', 'topics.id', 'proposals.topicId')
    .select(['proposals.topicId as topicId', 'proposals.state as state'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('topics.sessionId', '=', boundText(sessionId))
    .where('proposals.state', 'in', [...RECEIVED_STATES, ...DRAFT_STATES].map(boundText))
    .groupBy(['proposals.topicId', 'proposals.state'])
    .execute();
  const counts = new Map<string, { received: number; drafts: number }>();
  for (const row of rows) {
    if (!row.topicId) continue;
    const entry = counts.get(row.topicId) ?? { received: 0, drafts: 0 };
    if (DRAFT_STATES.includes(row.state as ProposalState)) entry.drafts += Number(row.n);
    else entry.received += Number(row.n);
    counts.set(row.topicId, entry);
  }
  return counts;
}

/** The clues the topics name, in each topic's picked order, with the clue's title and state. */
export function cluesOfTopics(db: Kysely<DB>, topicIds: readonly string[]) {
  if (topicIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('topicClues')
    .innerJoin('clues', 'clues.id', 'topicClues.clueId')
    .select([
      'topicClues.topicId as topicId',
      'clues.id as id',
      'clues.title as title',
      'clues.state as state',
    ])
    .where('topicClues.topicId', 'in', [...topicIds])
    .orderBy('topicClues.topicId')
    .orderBy('topicClues.position')
    .execute();
}

/** Which of the ids are clues of the library (accepted or adopted). */
export async function libraryClueIds(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('clues')
    .select('id')
    .where('id', 'in', [...ids])
    .where('state', 'in', [...CLUE_LIBRARY_STATES])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the topic's clues with these, in this order. */
export async function setTopicClues(db: Kysely<DB>, topicId: string, clueIds: readonly string[]) {
  await db.deleteFrom('topicClues').where('topicId', '=', topicId).execute();
  if (clueIds.length > 0)
    await db
      .insertInto('topicClues')
      .values(clueIds.map((clueId, index) => ({ topicId, clueId, position: index + 1 })))
      .execute();
}
