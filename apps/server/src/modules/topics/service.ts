import {
  authRoles,
  CLUE_LIBRARY_STATES,
  hasAccess,
  type Topic,
  type TopicCreateBody,
  type TopicList,
  type TopicOrderBody,
  type TopicState,
  type TopicStatistics,
  type TopicUpdateBody,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso, type Clock } from '../../db/values';
import { conflict, invalidFields, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import {
  cluesOfTopics,
  deleteTopic,
  findTopic,
  insertTopic,
  lastPosition,
  libraryClueIds,
  listTopics,
  proposalCountsByTopic,
  setTopicClues,
  setTopicPosition,
  updateTopicVersioned,
  type TopicRow,
} from './repository';

type TopicClue = Topic['clues'][number];

export function toTopic(row: TopicRow, clues: TopicClue[] = []): Topic {
  return {
    id: row.id,
    sessionId: row.sessionId,
    title: row.title,
    background: row.background,
    sourceUnit: row.sourceUnit,
    state: row.state as TopicState,
    clues,
    position: Number(row.position),
    publishedAt: row.publishedAt,
    version: Number(row.version),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const manages = (caller: Caller) => hasAccess(authRoles.staff, caller.roles);
const inLibrary = (state: string) => (CLUE_LIBRARY_STATES as readonly string[]).includes(state);

/** Each topic's clues; `libraryOnly` (members) leaves out clues no longer in the library. */
async function cluesByTopic(db: Kysely<DB>, topicIds: string[], libraryOnly: boolean) {
  const byTopic = new Map<string, TopicClue[]>();
  for (const row of await cluesOfTopics(db, topicIds)) {
    if (libraryOnly && !inLibrary(row.state)) continue;
    byTopic.set(row.topicId, [...(byTopic.get(row.topicId) ?? []), { id: row.id, title: row.title }]);
  }
  return byTopic;
}

/**
 * The topic's new clues: each in the library, or already linked (a clue merged away meanwhile may stay);
 * 400 naming `clueIds` otherwise.
 */
async function linkClues(trx: Kysely<DB>, topicId: string, clueIds: string[], current: readonly string[]) {
  const library = await libraryClueIds(trx, clueIds);
  if (clueIds.some((id) => !library.has(id) && !current.includes(id)))
    throw invalidFields({ clueIds: 'topics.clueNotInLibrary' });
  await setTopicClues(trx, topicId, clueIds);
}

/**
 * The topic guide (选题目录): staff manage a session's topics, everyone else reads the published ones.
 * An unpublished topic is "not found" to a member, never "forbidden".
 */
export function topicsService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const clock = deps.now ?? nowIso;
  const sessions = sessionsService(db);

  async function sessionOf(sessionId: string | undefined) {
    return sessionId ? sessions.get(sessionId) : sessions.current();
  }
  /** The topic as the caller may see it. */
  async function visible(id: string, caller: Caller, trx: Kysely<DB> = db): Promise<TopicRow> {
    const row = await findTopic(trx, id);
    if (!row || (!manages(caller) && row.state !== 'published')) throw notFound('topics.notFound');
    return row;
  }
  async function change(
    id: string,
    version: number,
    patch: Partial<TopicRow>,
    clueIds?: string[],
  ): Promise<Topic> {
    return inTransaction(db, async (trx) => {
      const row = await findTopic(trx, id);
      if (!row) throw notFound('topics.notFound');
      if (Number(row.version) !== version) throw conflict('topics.changedMeanwhile');
      const next = { ...patch, updatedAt: clock() };
      if (!(await updateTopicVersioned(trx, id, version, next))) throw conflict('topics.changedMeanwhile');
      if (clueIds) {
        const current = ((await cluesByTopic(trx, [id], false)).get(id) ?? []).map((clue) => clue.id);
        await linkClues(trx, id, clueIds, current);
      }
      const clues = (await cluesByTopic(trx, [id], false)).get(id) ?? [];
      return toTopic({ ...row, ...next, version: version + 1 }, clues);
    });
  }

  return {
    async list(caller: Caller, sessionId?: string): Promise<TopicList> {
      const session = await sessionOf(sessionId);
      if (!session) return { session: null, items: [] };
      const staff = manages(caller);
      const rows = await listTopics(db, session.id, !staff);
      const clues = await cluesByTopic(
        db,
        rows.map((row) => row.id),
        !staff,
      );
      return {
        session: { id: session.id, name: session.name },
        items: rows.map((row) => toTopic(row, clues.get(row.id))),
      };
    },
    async get(id: string, caller: Caller): Promise<Topic> {
      const row = await visible(id, caller);
      return toTopic(row, (await cluesByTopic(db, [id], !manages(caller))).get(id));
    },
    async create(caller: Caller, input: TopicCreateBody): Promise<Topic> {
      return inTransaction(db, async (trx) => {
        const session = input.sessionId
          ? await sessionsService(trx).get(input.sessionId)
          : await sessionsService(trx).current();
        if (!session) throw conflict('proposal.noCurrentSession');
        const now = clock();
        const row: TopicRow = {
          id: newId(),
          sessionId: session.id,
          title: input.title,
          background: input.background,
          sourceUnit: input.sourceUnit,
          state: 'draft',
          position: (await lastPosition(trx, session.id)) + 1,
          publishedAt: null,
          version: 1,
          createdBy: caller.id,
          createdAt: now,
          updatedAt: now,
        };
        await insertTopic(trx, row);
        await linkClues(trx, row.id, input.clueIds, []);
        return toTopic(row, (await cluesByTopic(trx, [row.id], false)).get(row.id));
      });
    },
    async update(id: string, input: TopicUpdateBody): Promise<Topic> {
      const { version, clueIds, ...fields } = input;
      const patch = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      return change(id, version, patch, clueIds);
    },
    async publish(id: string, version: number, published: boolean): Promise<Topic> {
      const row = await findTopic(db, id);
      if (!row) throw notFound('topics.notFound');
      if (published && row.state === 'published') throw conflict('topics.alreadyPublished');
      if (!published && row.state !== 'published') throw conflict('topics.notPublishedYet');
      return change(id, version, {
        state: published ? 'published' : 'draft',
        publishedAt: published ? clock() : null,
      });
    },
    async remove(id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (!(await findTopic(trx, id))) throw notFound('topics.notFound');
        await deleteTopic(trx, id);
      });
    },
    /** The new order must list exactly the session's topics (400 otherwise: nothing moves). */
    async reorder(caller: Caller, input: TopicOrderBody): Promise<TopicList> {
      await inTransaction(db, async (trx) => {
        const rows = await listTopics(trx, (await sessionsService(trx).get(input.sessionId)).id, false);
        const ids = new Set(input.ids);
        if (ids.size !== input.ids.length || ids.size !== rows.length || rows.some((row) => !ids.has(row.id)))
          throw invalidFields({ ids: 'topics.orderIncomplete' });
        const now = clock();
        for (const [index, id] of input.ids.entries()) {
          const row = rows.find((candidate) => candidate.id === id);
          if (row && Number(row.position) !== index + 1) await setTopicPosition(trx, id, index + 1, now);
        }
      });
      return this.list(caller, input.sessionId);
    },
    /** A proposal may name only a published topic of its own session (400 naming `topicId`). */
    async checkProposalTopic(trx: Kysely<DB>, sessionId: string, topicId: string | null | undefined) {
      if (!topicId) return;
      const row = await findTopic(trx, topicId);
      if (!row || row.state !== 'published' || row.sessionId !== sessionId)
        throw invalidFields({ topicId: 'topics.notPublished' });
    },
    async title(trx: Kysely<DB>, topicId: string | null): Promise<{ id: string; title: string } | null> {
      const row = topicId ? await findTopic(trx, topicId) : undefined;
      return row ? { id: row.id, title: row.title } : null;
    },
    async statistics(sessionId?: string): Promise<TopicStatistics> {
      const session = await sessionOf(sessionId);
      if (!session) return { items: [] };
      const [rows, counts] = await Promise.all([
        listTopics(db, session.id, false),
        proposalCountsByTopic(db, session.id),
      ]);
      return {
        items: rows.map((row) => ({
          topicId: row.id,
          title: row.title,
          state: row.state as TopicState,
          received: counts.get(row.id)?.received ?? 0,
          drafts: counts.get(row.id)?.drafts ?? 0,
        })),
      };
    },
  };
}
export type TopicsService = ReturnType<typeof topicsService>;
