import { taskTransitionBodySchema, type TaskDetail, type TaskTransitionBody } from '@cppcc/contracts';
import { z } from 'zod';
import type { Problem, Problems } from './problems';
import {
  adjustmentProblems,
  extensionProblems,
  returnProblems,
  opinionProblems,
  transitionBody,
  type UnitAction,
} from './taskForms';

/** A task action dialog's fields as typed; `day` is the wanted due date's `yyyy-MM-dd`. */
export interface TaskActionForm {
  reason: string;
  day: string;
  opinion: string;
}

/** Where the server's 400 reasons go: its field names, and the form's. */
export const TASK_ACTION_FIELDS = ['reason', 'dueDate', 'opinion'] as const;
export const taskActionFormField = (field: (typeof TASK_ACTION_FIELDS)[number]) =>
  field === 'dueDate' ? 'day' : field;

function problemsOf(
  action: UnitAction,
  form: TaskActionForm,
  task: Pick<TaskDetail, 'dueDate' | 'latestDueDate'>,
): Problems<'reason' | 'dueDate' | 'opinion'> {
  switch (action) {
    case 'request_adjustment':
      return adjustmentProblems(form);
    case 'request_extension':
      return extensionProblems(form, task);
    case 'send_opinion':
      return opinionProblems(form);
    case 'return_in_unit':
      return returnProblems(form);
    default:
      return {};
  }
}

/**
 * The dialog's schema: the action's problems on their fields (`problemText` words them), then exactly the
 * inputs the contracts list for the action, checked by the task transition schema.
 */
export function taskActionFormSchema(
  action: UnitAction,
  task: Pick<TaskDetail, 'version' | 'dueDate' | 'latestDueDate'>,
  problemText: (problem: Problem) => string,
): z.ZodType<TaskTransitionBody, TaskActionForm> {
  return z
    .object({ reason: z.string(), day: z.string(), opinion: z.string() })
    .superRefine((form, context) => {
      const problems = problemsOf(action, form, task);
      for (const field of TASK_ACTION_FIELDS) {
        const problem = problems[field];
        if (problem)
          context.addIssue({
            code: 'custom',
            path: [taskActionFormField(field)],
            message: problemText(problem),
          });
      }
    })
    .transform((form): unknown => transitionBody(action, task, form))
    .pipe(taskTransitionBodySchema);
}
