import { keysetAfter, keysetOrderBy, type KeysetOrder, type SortCursor } from '../../db/keyset';
import type { TaskListType, TaskState } from '@cppcc/contracts';
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Expression,
} from 'kysely';
import type { DB } from '../../db/schema';
import { searchedInteger } from '../../db/values';
import type {
  CommunicationsTable,
  CountersignOpinionsTable,
  RepliesTable,
  TasksTable,
} from '../../db/schema-proposals';
import { escapeLike, isStaff } from '../proposals/repository';
import type { Caller } from '../auth/guard';

export type TaskRow = Selectable<TasksTable>;
export type ReplyRow = Selectable<RepliesTable>;
export type CommunicationRow = Selectable<CommunicationsTable>;
export type OpinionRow = Selectable<CountersignOpinionsTable>;

/** Tasks still being worked on: they can fall due. */
export const ACTIVE_TASK_STATES: readonly TaskState[] = [
  'new',
  'accepted',
  'adjust_requested',
  'countersigning',
  'unit_review',
  'pending_review',
];
const HANDLING_STATES: readonly TaskState[] = [
  'accepted',
  'adjust_requested',
  'countersigning',
  'unit_review',
  'pending_review',
];

type TaskScope = ExpressionBuilder<DB, 'tasks'>;

/**
 * THE task visibility rule: staff see every task; an undertaker sees the tasks of proposals their unit
 * has a (not cancelled) task on — its own, and its lead/co/分办 partners' — and nothing else.
 */
export function tasksVisibleTo(caller: Caller) {
  return (eb: TaskScope): Expression<SqlBool> => {
    if (isStaff(caller)) return sql<SqlBool>`1 = 1`;
    if (!caller.unitId) return sql<SqlBool>`1 = 0`;
    return eb(
      'tasks.proposalId',
      'in',
      eb
        .selectFrom('tasks as own')
        .select('own.proposalId')
        .where('own.unitId', '=', caller.unitId)
        .where('own.state', '!=', 'cancelled'),
    );
  };
}

/** The filter of each list (seed route /apps/undertaker/proposal_list/{type}) and staff queue. */
export function listFilter(type: TaskListType, now: string, soon: string) {
  return (eb: TaskScope): Expression<SqlBool> => {
    const active = eb('tasks.state', 'in', ACTIVE_TASK_STATES);
    switch (type) {
      case 'pending':
        return eb('tasks.state', '=', 'new');
      case 'handling':
        return eb.and([eb('tasks.role', '!=', 'co'), eb('tasks.state', 'in', HANDLING_STATES)]);
      case 'countersign':
        return eb.and([eb('tasks.role', '=', 'co'), eb('tasks.state', '!=', 'cancelled')]);
      case 'replied':
        return eb('tasks.state', 'in', ['replied', 'opinion_sent']);
      case 'overdue':
        return eb.and([active, eb('tasks.dueDate', '<', now)]);
      case 'due_soon':
        return eb.and([active, eb('tasks.dueDate', '>=', now), eb('tasks.dueDate', '<=', soon)]);
      case 'adjust_requested':
        return eb('tasks.state', '=', 'adjust_requested');
      case 'extension_requested':
        return eb.and([active, eb('tasks.extensionRequestedDueDate', 'is not', null)]);
      case 'pending_review':
        return eb('tasks.state', '=', 'pending_review');
      case 'unit_review':
        return eb('tasks.state', '=', 'unit_review');
      case 'all':
        return eb('tasks.state', '!=', 'cancelled');
    }
  };
}

/** Whose tasks a list shows: an undertaker its own unit's; staff all, or one unit's. */
export function listOwner(caller: Caller, unitId: string | undefined) {
  return (eb: TaskScope): Expression<SqlBool> => {
    if (!isStaff(caller)) return eb('tasks.unitId', '=', caller.unitId ?? '');
    return unitId ? eb('tasks.unitId', '=', unitId) : sql<SqlBool>`1 = 1`;
  };
}

export function taskSummaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('tasks')
    .innerJoin('units', 'units.id', 'tasks.unitId')
    .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
    .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
    .innerJoin('users as proposer', 'proposer.id', 'proposals.firstProposerId')
    .selectAll('tasks')
    .select([
      'units.name as unitName',
      'proposals.number as proposalNumber',
      'proposals.title as proposalTitle',
      'proposals.state as proposalState',
      'proposals.categoryCode as proposalCategory',
      'proposals.handlingMode as handlingMode',
      'proposals.firstProposerId as proposerId',
      'proposer.displayName as proposerName',
      'sessions.name as sessionName',
    ]);
}
export type TaskSummaryRow = Awaited<
  ReturnType<ReturnType<typeof taskSummaryQuery>['executeTakeFirstOrThrow']>
>;

export interface TaskListFilter {
  type: TaskListType;
  unitId?: string | undefined;
  sessionId?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** The task lists' order: by due date, the ones without one last, then by id. */
const TASK_ORDER: KeysetOrder = { column: 'tasks.due_date', id: 'tasks.id', nullable: true, order: 'asc' };

/** The list's rows after `after` in its order, `limit` of them (the export's batches). */
export function taskExportBatch(
  db: Kysely<DB>,
  caller: Caller,
  filter: Omit<TaskListFilter, 'page' | 'pageSize'>,
  window: { now: string; soon: string },
  after: SortCursor | undefined,
  limit: number,
): Promise<TaskSummaryRow[]> {
  let query = filteredTasks(db, caller, filter, window.now, window.soon);
  if (after) query = query.where(keysetAfter(TASK_ORDER, after));
  for (const term of keysetOrderBy(TASK_ORDER)) query = query.orderBy(term);
  return query.limit(limit).execute();
}

/** The list's rows (without paging): who may see them, the list's filter, session and search. */
export function filteredTasks(
  db: Kysely<DB>,
  caller: Caller,
  filter: Omit<TaskListFilter, 'page' | 'pageSize'>,
  now: string,
  soon: string,
) {
  let query = taskSummaryQuery(db)
    .where(listOwner(caller, filter.unitId))
    .where(listFilter(filter.type, now, soon));
  if (filter.sessionId) query = query.where('proposals.sessionId', '=', filter.sessionId);
  const q = filter.q?.trim();
  if (q) {
    const number = searchedInteger(q);
    query = query.where((eb) =>
      eb.or([
        eb('proposals.title', 'like', escapeLike(q)),
        ...(number === undefined ? [] : [eb('proposals.number', '=', number)]),
      ]),
    );
  }
  return query;
}

export async function listTasks(
  db: Kysely<DB>,
  caller: Caller,
  filter: TaskListFilter,
  now: string,
  soon: string,
): Promise<{ rows: TaskSummaryRow[]; total: number }> {
  const query = filteredTasks(db, caller, filter, now, soon);
  let ordered = query;
  for (const term of keysetOrderBy(TASK_ORDER)) ordered = ordered.orderBy(term);
  const [rows, total] = await Promise.all([
    ordered
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many tasks each list holds, in one aggregate per list (indexed by unit and state). */
export async function countTasks(
  db: Kysely<DB>,
  caller: Caller,
  types: readonly TaskListType[],
  filter: { unitId?: string | undefined; sessionId?: string | undefined },
  now: string,
  soon: string,
): Promise<Record<TaskListType, number>> {
  const counts = await Promise.all(
    types.map(async (type) => {
      let query = db
        .selectFrom('tasks')
        .where(listOwner(caller, filter.unitId))
        .where(listFilter(type, now, soon));
      if (filter.sessionId)
        query = query
          .innerJoin('proposals', 'proposals.id', 'tasks.proposalId')
          .where('proposals.sessionId', '=', filter.sessionId);
      const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return [type, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<TaskListType, number>;
}

export function findTask(db: Kysely<DB>, id: string): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The task when the caller may see it (their unit's, or any for staff). */
export function findVisibleTask(db: Kysely<DB>, id: string, caller: Caller): Promise<TaskRow | undefined> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('tasks.id', '=', id)
    .where(tasksVisibleTo(caller))
    .executeTakeFirst();
}

export function findTaskSummary(db: Kysely<DB>, id: string): Promise<TaskSummaryRow | undefined> {
  return taskSummaryQuery(db).where('tasks.id', '=', id).executeTakeFirst();
}

export function tasksOfProposal(db: Kysely<DB>, proposalId: string): Promise<TaskRow[]> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('proposalId', '=', proposalId)
    .where('state', '!=', 'cancelled')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function taskSummariesOfProposal(db: Kysely<DB>, proposalId: string): Promise<TaskSummaryRow[]> {
  return taskSummaryQuery(db)
    .where('tasks.proposalId', '=', proposalId)
    .where('tasks.state', '!=', 'cancelled')
    .orderBy('tasks.createdAt')
    .orderBy('tasks.id')
    .execute();
}

/** The approved replies of a proposal's tasks: task id → reply id. */
export async function approvedReplyIds(db: Kysely<DB>, proposalId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('replies')
    .select(['id', 'taskId'])
    .where('proposalId', '=', proposalId)
    .where('state', '=', 'approved')
    .execute();
  return new Map(rows.map((row) => [row.taskId, row.id]));
}

export async function insertTask(db: Kysely<DB>, row: TaskRow): Promise<void> {
  await db.insertInto('tasks').values(row).execute();
}

export function findReply(db: Kysely<DB>, id: string): Promise<ReplyRow | undefined> {
  return db.selectFrom('replies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reply of a task's round (one per lead/分办 task and round). */
export function replyOfTask(db: Kysely<DB>, taskId: string, round: number): Promise<ReplyRow | undefined> {
  return db
    .selectFrom('replies')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('round', '=', round)
    .executeTakeFirst();
}

export async function insertReply(db: Kysely<DB>, row: ReplyRow): Promise<void> {
  await db.insertInto('replies').values(row).execute();
}

export function communicationsOfTask(db: Kysely<DB>, taskId: string) {
  return db
    .selectFrom('communications')
    .innerJoin('users', 'users.id', 'communications.createdBy')
    .selectAll('communications')
    .select('users.displayName as authorName')
    .where('communications.taskId', '=', taskId)
    .orderBy('communications.date', 'desc')
    .orderBy('communications.createdAt', 'desc')
    .execute();
}

export async function countCommunications(db: Kysely<DB>, taskId: string): Promise<number> {
  const row = await db
    .selectFrom('communications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('taskId', '=', taskId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function opinionsOfReply(db: Kysely<DB>, replyId: string) {
  return db
    .selectFrom('countersignOpinions')
    .innerJoin('units', 'units.id', 'countersignOpinions.unitId')
    .innerJoin('users', 'users.id', 'countersignOpinions.authorId')
    .selectAll('countersignOpinions')
    .select(['units.name as unitName', 'users.displayName as authorName'])
    .where('countersignOpinions.replyId', '=', replyId)
    .orderBy('countersignOpinions.createdAt')
    .execute();
}
export type OpinionWithNames = Awaited<ReturnType<typeof opinionsOfReply>>[number];
