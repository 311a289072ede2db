import { newOrderedId } from '../../../db/values';
import { isoDay } from '../../../lib/dates';
import { insertEvent } from '../../proposals/repository';
import { newTask, taskCreatedEvent } from '../assign';
import { blank, type TaskEffect } from '../context';
import { unitNames } from '../lookups-repository';
import { insertTask } from '../repository';
import type { TaskRole } from '@cppcc/contracts';

/** 同意调整: the task is cancelled and each new unit gets a task in its place. */
export const approveAdjustment: TaskEffect = async (ctx) => {
  const { trx, task, proposal, input, now, actorId, patch, about } = ctx;
  patch.cancelledAt = now;
  patch.adjustmentComment = input.comment ?? null;
  patch.previousState = null;
  const unitIds = [...new Set(input.unitIds ?? [])];
  ctx.after.push(async () => {
    for (const unitId of unitIds) {
      const created = newTask(
        proposal.id,
        unitId,
        task.role as TaskRole,
        task.dueDate ?? now,
        now,
        task.round,
      );
      await insertTask(trx, created);
      await insertEvent(trx, newOrderedId(), taskCreatedEvent(created, actorId, null), now);
    }
  });
  for (const unitId of unitIds)
    ctx.notices.push({
      to: { unitId },
      kind: 'task_assigned',
      params: { ...about, unitName: await unitNames(trx, [unitId]), dueDate: isoDay(task.dueDate) },
      link: ctx.unitLink,
    });
  ctx.notices.push({
    to: { unitId: task.unitId },
    kind: 'adjustment_approved',
    params: about,
    link: ctx.unitLink,
  });
  ctx.comment = [await unitNames(trx, unitIds), input.comment].filter((part) => !blank(part)).join('；');
};
