import type { ProposalAction, WorkflowSettings } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { TodoService } from '../../todo-app/service';
import type { TransitionInput } from '../context';
import type { ProposalRow } from '../repository';

/**
 * What an action's effect works with, inside the transition's transaction, after every check passed.
 * The effect sets the row's fields in `patch` and queues writes in `after`: they run only once the
 * versioned UPDATE succeeded, so a stale request writes nothing.
 */
export interface ActionContext {
  trx: Kysely<DB>;
  row: ProposalRow;
  action: ProposalAction;
  input: TransitionInput;
  workflow: WorkflowSettings;
  now: string;
  actorId: string | null;
  todos: TodoService;
  patch: Partial<ProposalRow>;
  after: (() => Promise<void>)[];
}

export type ActionEffect = (ctx: ActionContext) => void | Promise<void>;
