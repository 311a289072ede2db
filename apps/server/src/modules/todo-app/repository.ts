import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { TodosTable } from '../../db/schema-proposals';

export type TodoRow = Selectable<TodosTable>;
/** A to-do as read: with its proposal's title (workflow to-dos). */
export type TodoReadRow = TodoRow & { proposalTitle: string | null };

function readTodos(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('todos')
    .leftJoin('proposals', 'proposals.id', 'todos.proposalId')
    .selectAll('todos')
    .select('proposals.title as proposalTitle')
    .where('todos.userId', '=', userId);
}

export function listTodos(db: Kysely<DB>, userId: string): Promise<TodoReadRow[]> {
  return readTodos(db, userId).orderBy('todos.createdAt', 'desc').orderBy('todos.id').execute();
}

export function findTodos(db: Kysely<DB>, userId: string, ids: readonly string[]): Promise<TodoReadRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return readTodos(db, userId).where('todos.id', 'in', ids).execute();
}

export async function insertTodo(db: Kysely<DB>, row: TodoRow): Promise<void> {
  await db.insertInto('todos').values(row).execute();
}

export async function updateTodo(db: Kysely<DB>, id: string, patch: Updateable<TodosTable>): Promise<void> {
  await db.updateTable('todos').set(patch).where('id', '=', id).execute();
}

/** Open workflow to-dos of a proposal asking `action` (of one user, or of everyone when userId is omitted). */
export function findOpenWorkflowTodos(
  db: Kysely<DB>,
  proposalId: string,
  action: string,
  userId?: string,
): Promise<TodoRow[]> {
  let query = db
    .selectFrom('todos')
    .selectAll()
    .where('proposalId', '=', proposalId)
    .where('action', '=', action)
    .where('kind', '=', 'workflow')
    .where('completed', '=', 0);
  if (userId) query = query.where('userId', '=', userId);
  return query.execute();
}
