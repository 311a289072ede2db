import { z } from 'zod';
import {
  TODO_ACTIONS,
  TODO_FILTER_HANDLES,
  TODO_FOLDER_HANDLES,
  TODO_KINDS,
  TODO_TEXT_KEYS,
} from './todoTexts';

/**
 * The to-do app of seed 001 (/api/todo-app/*), backed by the server: the member workbench. The seed's
 * to-do fields plus `proposalId` and `kind`: `workflow` to-dos are created by the proposal workflow for
 * each action it asks of a member (co-sign invitation, returned for revision, later: evaluate a reply)
 * and completed by the workflow when the action is done; `own` to-dos are the member's own.
 */
export const todoTextParamsSchema = z.object({
  /** The proposal's title when the to-do was made. */
  title: z.string(),
  /** The committee's comment (revise). */
  comment: z.string().default(''),
});
export type TodoTextParams = z.infer<typeof todoTextParamsSchema>;
export const todoTextSchema = z.object({ key: z.enum(TODO_TEXT_KEYS), params: todoTextParamsSchema });
export type TodoText = z.infer<typeof todoTextSchema>;

export const todoSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  deleted: z.boolean(),
  /** Label ids (GET labels). */
  labels: z.array(z.string()),
  proposalId: z.string().nullable(),
  /** The linked proposal's title, so screens can word a workflow to-do in the reader's language. */
  proposalTitle: z.string().nullable(),
  kind: z.enum(TODO_KINDS),
  /** Workflow to-dos: the action asked (their stored title and notes are the Chinese wording). */
  action: z.enum(TODO_ACTIONS).nullable(),
  /** Workflow to-dos: their text as key and parameters; null for own to-dos and rows made before it. */
  text: todoTextSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

const handleItem = z.object({ id: z.string(), handle: z.string(), title: z.string(), icon: z.string() });
/** Folders: `all` (not deleted, not completed), `done` (completed), `deleted`. */
export const todoFolderSchema = handleItem;
/** Filters: `starred`, `important`, `dueDate` (has one), `today` (due today), `proposal` (workflow). */
export const todoFilterSchema = handleItem;
export const todoLabelSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type TodoFolder = z.infer<typeof todoFolderSchema>;
export type TodoFilter = z.infer<typeof todoFilterSchema>;
export type TodoLabel = z.infer<typeof todoLabelSchema>;

/** GET /api/todo-app/todos: one of folderHandle / filterHandle / labelHandle (none = folder `all`). */
export const todoListQuerySchema = z.object({
  folderHandle: z.enum(TODO_FOLDER_HANDLES).optional(),
  filterHandle: z.enum(TODO_FILTER_HANDLES).optional(),
  labelHandle: z.string().max(40).optional(),
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;
export const todoListSchema = z.array(todoSchema);
export const todoFolderListSchema = z.array(todoFolderSchema);
export const todoFilterListSchema = z.array(todoFilterSchema);
export const todoLabelListSchema = z.array(todoLabelSchema);

const todoFields = {
  title: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  notes: z.string().max(5000),
  startDate: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
  dueDate: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  labels: z.array(z.string()).max(20),
};

/** POST new-todo: a member's own to-do; answers the created to-do. */
export const todoNewBodySchema = z.object({
  title: todoFields.title,
  notes: todoFields.notes.default(''),
  startDate: todoFields.startDate.optional().default(null),
  dueDate: todoFields.dueDate.optional().default(null),
  completed: todoFields.completed.default(false),
  starred: todoFields.starred.default(false),
  important: todoFields.important.default(false),
  labels: todoFields.labels.default([]),
});
export type TodoNewBody = z.infer<typeof todoNewBodySchema>;

/**
 * POST update-todo: replaces the editable fields by id; answers the to-do. A workflow to-do keeps its
 * title and notes (the workflow owns them) and cannot be completed by hand: it is done when its action is.
 */
export const todoUpdateBodySchema = z.object({
  id: z.string(),
  title: todoFields.title.optional(),
  notes: todoFields.notes.optional(),
  startDate: todoFields.startDate.optional(),
  dueDate: todoFields.dueDate.optional(),
  completed: todoFields.completed.optional(),
  starred: todoFields.starred.optional(),
  important: todoFields.important.optional(),
  labels: todoFields.labels.optional(),
  deleted: z.boolean().optional(),
});
export type TodoUpdateBody = z.infer<typeof todoUpdateBodySchema>;

/**
 * POST remove-todo: marks it deleted; answers `{ todoId }`. The template's clients post the bare id as the
 * body (issue 31 §2): a string body is read as `{ todoId }`.
 */
export const todoRemoveBodySchema = z.preprocess(
  (value) => (typeof value === 'string' ? { todoId: value.trim() } : value),
  z.object({ todoId: z.string() }),
);
export const todoIdResultSchema = z.object({ todoId: z.string() });
/** POST set-folder: moves to-dos (all = restore, done = completed, deleted = deleted); answers the to-dos. */
export const todoSetFolderBodySchema = z.object({
  todoIds: z.array(z.string()).min(1).max(500),
  folderHandle: z.enum(TODO_FOLDER_HANDLES),
});
/** POST toggle-label: flips a label on each to-do; answers the to-dos. */
export const todoToggleLabelBodySchema = z.object({
  todoIds: z.array(z.string()).min(1).max(500),
  labelId: z.string(),
});
/** POST delete-todos: marks them deleted; answers the ids. */
export const todoDeleteBodySchema = z.object({ todoIds: z.array(z.string()).min(1).max(500) });
export const todoIdsResultSchema = z.array(z.string());
