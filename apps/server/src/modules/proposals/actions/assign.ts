import { workflowLinks } from '@cppcc/contracts';
import { checkAssignment, createAssignmentTasks, taskCreatedEvent } from '../../tasks/assign';
import { sendNotices } from '../../tasks/notices';
import { writeEvent } from '../context';
import { unitNamesById } from '../lookups-repository';
import type { ActionEffect } from './types';

/** 交办: one task per unit (lead, 分办 or co), each logged and announced to its unit. */
export const assign: ActionEffect = async ({ trx, row, input, workflow, now, actorId, patch, after }) => {
  const assignment = await checkAssignment(trx, input, now, workflow);
  patch.handlingMode = assignment.handlingMode;
  patch.assignedAt = now;
  patch.dueDate = assignment.dueDate;
  after.push(async () => {
    const tasks = await createAssignmentTasks(trx, row.id, assignment, now, workflow);
    const names = await unitNamesById(
      trx,
      tasks.map((task) => task.unitId),
    );
    const nameOf = (unitId: string) => names.find((unit) => unit.id === unitId)?.name ?? '';
    for (const task of tasks)
      await writeEvent(trx, taskCreatedEvent(task, actorId, nameOf(task.unitId)), now);
    await sendNotices(
      trx,
      tasks.map((task) => ({
        to: { unitId: task.unitId },
        kind: 'task_assigned',
        params: {
          proposalNumber: String(row.number ?? ''),
          proposalTitle: row.title,
          unitName: nameOf(task.unitId),
          dueDate: (task.dueDate ?? '').slice(0, 10),
        },
        link: workflowLinks.unitTask(row.id),
      })),
      now,
    );
  });
};
