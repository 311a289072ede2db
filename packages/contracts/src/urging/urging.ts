import { z } from 'zod';
import { personRefSchema } from '../proposals/proposals';
import { taskMachine, type TaskState } from '../workflow/task';

/**
 * Urging (催办, issue 28 §3): staff urge a unit on one task or on a selection with a message; the unit's
 * users get an in-app notice and an SMS, the task shows every urge, and the urges are counted per unit.
 *
 * Decisions the issue leaves open: a selection is either chosen tasks (`taskIds`) or a rule the server
 * applies at the moment of urging (`overdue`: every active task past its due date; `unsigned`: every task
 * not signed for within `days` of its assignment); a finished task (replied, opinion sent, cancelled) in a
 * chosen list refuses the whole request, so nobody wonders which urges went out; a rule only ever picks
 * active tasks. One urge per task, each unit notified once per task.
 */
/** A task may be urged while it is still being handled (not replied, opinion sent or cancelled). */
export function isUrgeable(state: TaskState): boolean {
  return !(taskMachine.finalStates as readonly TaskState[]).includes(state);
}

export const URGE_LIMITS = { message: 500, tasks: 200, days: 365 } as const;

export const URGE_SELECTIONS = ['tasks', 'overdue', 'unsigned'] as const;
export type UrgeSelection = (typeof URGE_SELECTIONS)[number];

export const urgeBodySchema = z
  .object({
    selection: z.enum(URGE_SELECTIONS).default('tasks'),
    /** `tasks`: the tasks to urge. */
    taskIds: z.array(z.string().min(1)).max(URGE_LIMITS.tasks, { error: 'validation.tooMany' }).default([]),
    /** `unsigned`: not signed for within this many days of assignment (default: the sign-for warning setting). */
    days: z.number().int().min(0).max(URGE_LIMITS.days).optional(),
    message: z
      .string({ error: 'urging.messageRequired' })
      .trim()
      .min(1, { error: 'urging.messageRequired' })
      .max(URGE_LIMITS.message, { error: 'validation.tooLong' }),
  })
  .superRefine((body, issue) => {
    if (body.selection === 'tasks' && body.taskIds.length === 0)
      issue.addIssue({ code: 'custom', message: 'urging.nothingSelected', path: ['taskIds'] });
  });
export type UrgeBody = z.input<typeof urgeBodySchema>;

/** POST /api/urging: the tasks urged now. */
export const urgeResultSchema = z.object({ urged: z.number(), taskIds: z.array(z.string()) });
export type UrgeResult = z.infer<typeof urgeResultSchema>;

export const urgeSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  unit: z.object({ id: z.string(), name: z.string() }),
  by: personRefSchema,
  message: z.string(),
  createdAt: z.string(),
});
export type Urge = z.infer<typeof urgeSchema>;

/** GET /api/tasks/:id/urges: newest first. */
export const urgeListSchema = z.object({ items: z.array(urgeSchema) });
export type UrgeList = z.infer<typeof urgeListSchema>;

/** GET /api/urging/counts: how often each unit was urged (a figure for the statistics). */
export const urgeCountsQuerySchema = z.object({ sessionId: z.string().min(1).optional() });
export const urgeCountsSchema = z.object({
  items: z.array(z.object({ unit: z.object({ id: z.string(), name: z.string() }), count: z.number() })),
});
export type UrgeCounts = z.infer<typeof urgeCountsSchema>;
