import { workflowLinks, type TaskRole } from '@cppcc/contracts';
import { invalidFields } from '../../../http/errors';
import { addMonths } from '../../../lib/dates';
import { evaluationStatus, isUnsatisfied } from '../../evaluations/status';
import { newTask, taskCreatedEvent } from '../../tasks/assign';
import { sendNotices } from '../../tasks/notices';
import { insertTask } from '../../tasks/repository';
import { writeEvent } from '../context';
import { repliedFirstRoundTasks } from '../lookups-repository';
import type { ActionEffect } from './types';

/** 重新办理: each unit whose reply was found unsatisfying gets a second-round task with a new due date. */
export const rehandle: ActionEffect = async ({
  trx,
  row,
  input,
  workflow,
  now,
  actorId,
  todos,
  patch,
  after,
}) => {
  const status = await evaluationStatus(trx, row, workflow);
  const dueDate = input.dueDate
    ? new Date(input.dueDate).toISOString()
    : addMonths(now, workflow.rehandlingPeriodMonths);
  if (dueDate <= now) throw invalidFields({ dueDate: 'assignment.dueDatePast' });
  patch.isRehandling = 1;
  patch.dueDate = dueDate;
  after.push(async () => {
    await todos.completeWorkflowTodos(row.id, 'evaluate');
    const unhappy = status.replies.filter((reply) =>
      status.evaluations.some((evaluation) => evaluation.replyId === reply.id && isUnsatisfied(evaluation)),
    );
    const previous = await repliedFirstRoundTasks(trx, row.id);
    for (const reply of unhappy) {
      const role = previous.find((task) => task.unitId === reply.unitId)?.role ?? 'lead';
      const task = newTask(row.id, reply.unitId, role as TaskRole, dueDate, now, 2);
      await insertTask(trx, task);
      await writeEvent(trx, taskCreatedEvent(task, actorId, reply.unitName), now);
    }
    await sendNotices(
      trx,
      unhappy.map((reply) => ({
        to: { unitId: reply.unitId },
        kind: 'task_assigned' as const,
        params: {
          proposalNumber: String(row.number ?? ''),
          proposalTitle: row.title,
          unitName: reply.unitName,
          dueDate: dueDate.slice(0, 10),
        },
        link: workflowLinks.unitTask(row.id),
      })),
      now,
    );
  });
};
