import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStorage } from '../attachments/storage';
import { workflowSettingsService } from '../workflow-settings/service';
import { isMine } from './access';
import { taskTransition } from './transition';

export type { TaskTransitionInput } from './context';

/**
 * The unit tasks workflow: `transition` (transition.ts) is THE one door for task state changes, each
 * action's effect is in actions/, the needs in needs.ts, SQL in the repositories.
 */
export function tasksService(
  db: Kysely<DB>,
  deps: { dialect: 'sqlite' | 'postgres' },
  /** Where a 签发 writes the signed letter (issue 28 §2). */
  storage?: FileStorage,
) {
  return {
    transition: taskTransition(db, deps, storage),
    settings: () => workflowSettingsService(db).get(),
    isMine,
  };
}
export type TasksService = ReturnType<typeof tasksService>;
