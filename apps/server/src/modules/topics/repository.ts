import { RECEIVED_STATES, type ProposalState } from '@cppcc/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { TopicsTable } from '../../db/schema-topics';

export type TopicRow = Selectable<TopicsTable>;

/** The session's topics in guide order; `publishedOnly` for everyone but staff. */
export function listTopics(db: Kysely<DB>, sessionId: string, publishedOnly: boolean): Promise<TopicRow[]> {
  let query = db.selectFrom('topics').selectAll().where('sessionId', '=', sessionId);
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
  await db.updateTable('proposals').set({ topicId: null }).where('topicId', '=', id).execute();
  await db.deleteFrom('topics').where('id', '=', id).execute();
}

const DRAFT_STATES: readonly ProposalState[] = ['draft', 'cosigning'];

/** Proposals per topic of the session: received by the committee, and still being written. */
export async function proposalCountsByTopic(db: Kysely<DB>, sessionId: string) {
  const rows = await db
    .selectFrom('proposals')
    .innerJoin('topics', 'topics.id', 'proposals.topicId')
    .select(['proposals.topicId as topicId', 'proposals.state as state'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('topics.sessionId', '=', sessionId)
    .where('proposals.state', 'in', [...RECEIVED_STATES, ...DRAFT_STATES])
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
