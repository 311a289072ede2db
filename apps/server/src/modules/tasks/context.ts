import type { NotificationParams, TaskAction, TaskState, WorkflowSettings } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStorage } from '../attachments/storage';
import type { ProposalRow } from '../proposals/repository';
import type { Notice } from './notices';
import type { ReplyRow, TaskRow } from './repository';

/** What a task action may carry (the contracts' transition body without `action` and `version`). */
export interface TaskTransitionInput {
  comment?: string | undefined;
  reason?: string | undefined;
  unitIds?: readonly string[] | undefined;
  dueDate?: string | undefined;
  resultClass?: string | undefined;
  opinion?: string | undefined;
}

export const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** What the checks of a task transition see: the task, its proposal, the other tasks, the round's reply. */
export interface TaskContext {
  trx: Kysely<DB>;
  task: TaskRow;
  proposal: ProposalRow;
  siblings: TaskRow[];
  reply: ReplyRow | undefined;
  workflow: WorkflowSettings;
  input: TaskTransitionInput;
  now: string;
}

/**
 * What an action's effect works with once every check passed: it sets the task's fields in `patch`, the
 * event's `comment`, queues writes in `after` (run after the versioned UPDATE) and notices to send.
 */
export interface TaskActionContext extends TaskContext {
  action: TaskAction;
  from: TaskState;
  actorId: string | null;
  /** The proposal and unit named in every notice. */
  about: Partial<NotificationParams>;
  unitLink: string;
  staffLink: string;
  patch: Partial<TaskRow>;
  comment: string | null;
  notices: Notice[];
  after: (() => Promise<void>)[];
  /** Where the signed letter of a 签发 is stored; absent, an approval keeps the document as it is. */
  storage?: FileStorage | undefined;
}

export type TaskEffect = (ctx: TaskActionContext) => void | Promise<void>;
