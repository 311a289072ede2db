import { newId } from '../../../db/values';
import { conflict } from '../../../http/errors';
import type { TaskEffect } from '../context';
import { insertOpinion } from '../lookups-repository';
import { replyOfTask } from '../repository';

/** 会签意见: a co-unit's opinion on the lead's reply of the round; the lead unit hears of it. */
export const sendOpinion: TaskEffect = async (ctx) => {
  const { trx, task, siblings, input, now, actorId, patch } = ctx;
  const lead = siblings.find((sibling) => sibling.role === 'lead');
  const reply = lead ? await replyOfTask(trx, lead.id, task.round) : undefined;
  if (!reply) throw conflict('task.draftNotSent');
  ctx.after.push(() =>
    insertOpinion(trx, {
      id: newId(),
      replyId: reply.id,
      taskId: task.id,
      unitId: task.unitId,
      opinion: input.opinion ?? '',
      authorId: actorId ?? '',
      createdAt: now,
    }),
  );
  patch.repliedAt = now;
  ctx.comment = input.opinion ?? null;
  if (lead)
    ctx.notices.push({
      to: { unitId: lead.unitId },
      kind: 'opinion_received',
      params: ctx.about,
      link: ctx.unitLink,
    });
};
