import {
  todoText,
  todoTextSchema,
  type Todo,
  type TodoFilter,
  type TodoFolder,
  type TodoLabel,
  type TodoListQuery,
  type TodoNewBody,
  type TodoText,
  type TodoUpdateBody,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson, type Clock } from '../../db/values';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoOrNull as iso } from '../../lib/dates';
import {
  findOpenWorkflowTodos,
  findTodos,
  insertTodo,
  listTodos,
  updateTodo,
  type TodoReadRow,
} from './repository';

export const TODO_FOLDERS: TodoFolder[] = [
  { id: 'all', handle: 'all', title: '全部待办', icon: 'heroicons-outline:clipboard-document-list' },
  { id: 'done', handle: 'done', title: '已完成', icon: 'heroicons-outline:check-circle' },
  { id: 'deleted', handle: 'deleted', title: '已删除', icon: 'heroicons-outline:trash' },
];
export const TODO_FILTERS: TodoFilter[] = [
  { id: 'starred', handle: 'starred', title: '星标', icon: 'heroicons-outline:star' },
  { id: 'important', handle: 'important', title: '重要', icon: 'heroicons-outline:exclamation-circle' },
  { id: 'dueDate', handle: 'dueDate', title: '有截止日期', icon: 'heroicons-outline:calendar' },
  { id: 'today', handle: 'today', title: '今天到期', icon: 'heroicons-outline:clock' },
  { id: 'proposal', handle: 'proposal', title: '提案事项', icon: 'heroicons-outline:document-text' },
];
/** Fixed labels: the workflow uses the first three; members may put any of them on their own to-dos. */
export const TODO_LABELS: TodoLabel[] = [
  { id: 'cosign', handle: 'cosign', title: '联名邀请', color: '#1976d2' },
  { id: 'revise', handle: 'revise', title: '修改提案', color: '#ed6c02' },
  { id: 'evaluate', handle: 'evaluate', title: '办理评价', color: '#2e7d32' },
  { id: 'research', handle: 'research', title: '调研', color: '#9c27b0' },
  { id: 'meeting', handle: 'meeting', title: '会议', color: '#d32f2f' },
  { id: 'personal', handle: 'personal', title: '个人', color: '#607d8b' },
];
const LABEL_IDS = new Set(TODO_LABELS.map((label) => label.id));

/** What the workflow asks of a member. */
export type WorkflowTodoAction = 'cosign' | 'revise' | 'evaluate';

const asAction = (action: string | null): Todo['action'] =>
  action === 'cosign' || action === 'revise' || action === 'evaluate' ? action : null;

/** A workflow to-do's stored text key and parameters; null for own to-dos and rows from before 0012. */
function storedText(row: Pick<TodoReadRow, 'kind' | 'textKey' | 'textParams'>): TodoText | null {
  if (row.kind !== 'workflow' || !row.textKey || !row.textParams) return null;
  const parsed = todoTextSchema.safeParse({ key: row.textKey, params: fromDbJson<unknown>(row.textParams) });
  return parsed.success ? parsed.data : null;
}

export function toTodo(row: TodoReadRow): Todo {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    startDate: row.startDate,
    dueDate: row.dueDate,
    completed: fromDbBool(row.completed),
    starred: fromDbBool(row.starred),
    important: fromDbBool(row.important),
    deleted: fromDbBool(row.deleted),
    labels: fromDbJson<string[]>(row.labels),
    proposalId: row.proposalId,
    proposalTitle: row.proposalTitle,
    kind: row.kind === 'workflow' ? 'workflow' : 'own',
    action: row.kind === 'workflow' ? asAction(row.action) : null,
    text: storedText(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function checkLabels(labels: readonly string[]): void {
  if (labels.some((label) => !LABEL_IDS.has(label)))
    throw badRequest('error.badRequest', { fields: { labels: 'validation.invalid' } });
}

function matches(todo: Todo, query: TodoListQuery, today: string): boolean {
  if (query.filterHandle) {
    if (todo.deleted) return false;
    switch (query.filterHandle) {
      case 'starred':
        return todo.starred;
      case 'important':
        return todo.important;
      case 'dueDate':
        return todo.dueDate !== null;
      case 'today':
        return todo.dueDate?.slice(0, 10) === today;
      case 'proposal':
        return todo.kind === 'workflow';
    }
  }
  if (query.labelHandle) return !todo.deleted && todo.labels.includes(query.labelHandle);
  switch (query.folderHandle ?? 'all') {
    case 'done':
      return todo.completed && !todo.deleted;
    case 'deleted':
      return todo.deleted;
    default:
      return !todo.deleted && !todo.completed;
  }
}

/**
 * The member workbench's to-do list (seed 001 to-do app). Workflow to-dos are created and completed
 * by the proposal workflow (`addWorkflowTodo`, `completeWorkflowTodos`); their title, notes and
 * completion are the workflow's, the member may star, flag, label and hide them.
 */
export function todoService(db: Kysely<DB>, deps: { now?: Clock | undefined } = {}) {
  const clock = deps.now ?? nowIso;
  async function own(userId: string, id: string): Promise<TodoReadRow> {
    const [row] = await findTodos(db, userId, [id]);
    if (!row) throw notFound();
    return row;
  }
  async function many(userId: string, ids: readonly string[]): Promise<TodoReadRow[]> {
    const rows = await findTodos(db, userId, [...new Set(ids)]);
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  }
  return {
    folders: () => TODO_FOLDERS,
    filters: () => TODO_FILTERS,
    labels: () => TODO_LABELS,
    async list(userId: string, query: TodoListQuery = {}): Promise<Todo[]> {
      const today = clock().slice(0, 10);
      return (await listTodos(db, userId)).map(toTodo).filter((todo) => matches(todo, query, today));
    },
    async create(userId: string, input: TodoNewBody): Promise<Todo> {
      checkLabels(input.labels);
      const now = clock();
      const row: TodoReadRow = {
        id: newId(),
        userId,
        title: input.title,
        notes: input.notes,
        startDate: iso(input.startDate),
        dueDate: iso(input.dueDate),
        completed: toDbBool(input.completed),
        starred: toDbBool(input.starred),
        important: toDbBool(input.important),
        deleted: 0,
        labels: toDbJson(input.labels),
        proposalId: null,
        kind: 'own',
        action: null,
        textKey: null,
        textParams: null,
        createdAt: now,
        updatedAt: now,
        proposalTitle: null,
      };
      const { proposalTitle: _none, ...stored } = row;
      await insertTodo(db, stored);
      return toTodo(row);
    },
    async update(userId: string, input: TodoUpdateBody): Promise<Todo> {
      const row = await own(userId, input.id);
      const current = toTodo(row);
      if (row.kind === 'workflow') {
        const touchesOwned =
          (input.title !== undefined && input.title !== current.title) ||
          (input.notes !== undefined && input.notes !== current.notes) ||
          (input.completed !== undefined && input.completed !== current.completed);
        if (touchesOwned) throw forbidden('todo.workflowOwned');
      }
      if (input.labels) checkLabels(input.labels);
      const patch = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.startDate !== undefined && { startDate: iso(input.startDate) }),
        ...(input.dueDate !== undefined && { dueDate: iso(input.dueDate) }),
        ...(input.completed !== undefined && { completed: toDbBool(input.completed) }),
        ...(input.starred !== undefined && { starred: toDbBool(input.starred) }),
        ...(input.important !== undefined && { important: toDbBool(input.important) }),
        ...(input.deleted !== undefined && { deleted: toDbBool(input.deleted) }),
        ...(input.labels !== undefined && { labels: toDbJson(input.labels) }),
        updatedAt: clock(),
      };
      await updateTodo(db, row.id, patch);
      return toTodo({ ...row, ...patch });
    },
    async remove(userId: string, id: string): Promise<string> {
      const row = await own(userId, id);
      await updateTodo(db, row.id, { deleted: 1, updatedAt: clock() });
      return row.id;
    },
    async removeMany(userId: string, ids: readonly string[]): Promise<string[]> {
      return inTransaction(db, async (trx) => {
        const rows = await todoService(trx, deps).getMany(userId, ids);
        const now = clock();
        for (const row of rows) await updateTodo(trx, row.id, { deleted: 1, updatedAt: now });
        return rows.map((row) => row.id);
      });
    },
    getMany: many,
    /** all = restore (not deleted; own to-dos also not completed), done = completed, deleted = deleted. */
    async setFolder(
      userId: string,
      ids: readonly string[],
      folder: 'all' | 'done' | 'deleted',
    ): Promise<Todo[]> {
      return inTransaction(db, async (trx) => {
        const rows = await todoService(trx, deps).getMany(userId, ids);
        if (
          folder !== 'deleted' &&
          rows.some((row) => row.kind === 'workflow' && (folder === 'done') !== fromDbBool(row.completed))
        )
          throw forbidden('todo.workflowOwned');
        const now = clock();
        const result: Todo[] = [];
        for (const row of rows) {
          const patch =
            folder === 'deleted'
              ? { deleted: 1 as const, updatedAt: now }
              : folder === 'done'
                ? { deleted: 0 as const, completed: 1 as const, updatedAt: now }
                : { deleted: 0 as const, completed: 0 as const, updatedAt: now };
          await updateTodo(trx, row.id, patch);
          result.push(toTodo({ ...row, ...patch }));
        }
        return result;
      });
    },
    async toggleLabel(userId: string, ids: readonly string[], labelId: string): Promise<Todo[]> {
      checkLabels([labelId]);
      return inTransaction(db, async (trx) => {
        const rows = await todoService(trx, deps).getMany(userId, ids);
        const now = clock();
        const result: Todo[] = [];
        for (const row of rows) {
          const labels = fromDbJson<string[]>(row.labels);
          const next = labels.includes(labelId) ? labels.filter((l) => l !== labelId) : [...labels, labelId];
          const patch = { labels: toDbJson(next), updatedAt: now };
          await updateTodo(trx, row.id, patch);
          result.push(toTodo({ ...row, ...patch }));
        }
        return result;
      });
    },
    /**
     * The workflow asks `userId` to act on a proposal (one open to-do per user, proposal and action). The
     * text is kept as key and parameters (each reader's language) and stored in Chinese as title and notes.
     */
    async addWorkflowTodo(
      userId: string,
      proposalId: string,
      text: TodoText,
      dueDate: string | null = null,
    ): Promise<void> {
      const action: WorkflowTodoAction = text.key;
      const open = await findOpenWorkflowTodos(db, proposalId, action, userId);
      if (open.length > 0) return;
      const now = clock();
      const { title, notes } = todoText(text, 'zh-CN');
      await insertTodo(db, {
        id: newId(),
        userId,
        title,
        notes,
        startDate: now,
        dueDate,
        completed: 0,
        starred: 0,
        important: toDbBool(action !== 'cosign'),
        deleted: 0,
        labels: toDbJson([action]),
        proposalId,
        kind: 'workflow',
        action,
        textKey: text.key,
        textParams: toDbJson(text.params),
        createdAt: now,
        updatedAt: now,
      });
    },
    /** The asked action is done (or moot): completes the open workflow to-dos. */
    async completeWorkflowTodos(
      proposalId: string,
      action: WorkflowTodoAction,
      userId?: string,
    ): Promise<void> {
      const now = clock();
      for (const row of await findOpenWorkflowTodos(db, proposalId, action, userId)) {
        await updateTodo(db, row.id, { completed: 1, updatedAt: now });
      }
    },
  };
}
export type TodoService = ReturnType<typeof todoService>;
