import { REPLY_REQUIRED_FIELDS, type MessageKey, type TaskAction, type TaskNeed } from '@cppcc/contracts';
import { AppError, conflict } from '../../http/errors';
import { isoDay } from '../../lib/dates';
import { blank, type TaskContext } from './context';
import { adjustmentWindowEnd, latestDueDate } from './deadlines';
import { existingUnitIds, unitNames } from './lookups-repository';
import { countCommunications } from './repository';

const replyLabel = (field: string) => `reply.label.${field}`;

/** Checks each requirement of the rule: conflicts of state throw at once, missing input is collected into one 400. */
export async function checkTaskNeeds(
  ctx: TaskContext,
  action: TaskAction,
  needs: readonly TaskNeed[],
): Promise<void> {
  const { trx, task, input, workflow, now } = ctx;
  const fields: Record<string, string> = {};
  let message: MessageKey = 'error.badRequest';
  let params: Record<string, string> = {};
  const fail = (field: string, key: MessageKey) => {
    fields[field] = key;
    if (message === 'error.badRequest') message = key;
  };
  for (const need of needs) {
    switch (need) {
      case 'reason':
        if (blank(input.reason)) fail('reason', 'proposal.reasonRequired');
        break;
      case 'comment':
        if (blank(input.comment)) fail('comment', 'proposal.commentRequired');
        break;
      case 'inside_adjustment_window':
        if (now > adjustmentWindowEnd(task, workflow))
          throw conflict('task.adjustmentWindowClosed', {
            params: { days: workflow.adjustmentWindowWorkingDays },
          });
        break;
      case 'new_units': {
        const ids = [...new Set(input.unitIds ?? [])];
        if (ids.length === 0) {
          fail('unitIds', 'task.newUnitsRequired');
          break;
        }
        if (task.role !== 'separate' && task.role !== 'co' && ids.length > 1) {
          fail('unitIds', 'task.leadTakesOneUnit');
          break;
        }
        const busy = new Set([task.unitId, ...ctx.siblings.map((sibling) => sibling.unitId)]);
        if ((await existingUnitIds(trx, ids)).length !== ids.length)
          fail('unitIds', 'assignment.unitUnknown');
        else if (ids.some((id) => busy.has(id))) fail('unitIds', 'task.newUnitsInvalid');
        break;
      }
      case 'extension_pending':
        if (task.extensionRequestedDueDate === null) throw conflict('task.noExtensionPending');
        break;
      case 'new_due_date_within_limit': {
        if (action === 'request_extension' && task.extensionRequestedDueDate !== null)
          throw conflict('task.extensionPending');
        const wanted =
          input.dueDate ?? (action === 'approve_extension' ? task.extensionRequestedDueDate : null);
        if (!wanted) {
          fail('dueDate', 'task.dueDateRequired');
          break;
        }
        const date = new Date(wanted).toISOString();
        const latest = latestDueDate(ctx.proposal, workflow);
        if (task.dueDate && date <= task.dueDate) {
          fail('dueDate', 'task.dueDateNotLater');
          params = { ...params, date: isoDay(task.dueDate) };
        } else if (latest && date > latest) {
          fail('dueDate', 'task.dueDateBeyondLimit');
          params = { ...params, date: isoDay(latest) };
        }
        break;
      }
      case 'draft_reply':
        if (!ctx.reply || blank(ctx.reply.body)) fail('body', 'task.draftRequired');
        break;
      case 'draft_sent': {
        const lead = ctx.siblings.find((sibling) => sibling.role === 'lead');
        if (!lead || lead.state !== 'countersigning') throw conflict('task.draftNotSent');
        break;
      }
      case 'opinion':
        if (blank(input.opinion)) fail('opinion', 'task.opinionRequired');
        break;
      case 'reply_fields': {
        const reply = ctx.reply;
        const missing = REPLY_REQUIRED_FIELDS.filter((field) => !reply || blank(reply[field]));
        if (missing.length > 0) {
          for (const field of missing) fields[field] = 'validation.required';
          message = 'task.replyIncomplete';
          params = { ...params, missing: missing.map(replyLabel).join(',') };
        } else if (!workflow.replyClasses.some((item) => item.code === reply?.resultClass)) {
          fail('resultClass', 'task.resultClassUnknown');
        }
        break;
      }
      case 'document':
        if (!ctx.reply?.documentAttachmentId) fail('document', 'task.documentRequired');
        break;
      case 'communication':
        if ((await countCommunications(trx, task.id)) === 0)
          fail('communication', 'task.communicationRequired');
        break;
      case 'all_opinions': {
        const pending = ctx.siblings.filter(
          (sibling) =>
            sibling.role === 'co' && sibling.round === task.round && sibling.state !== 'opinion_sent',
        );
        if (task.role === 'lead' && pending.length > 0)
          throw conflict('task.opinionsPending', {
            params: {
              units: await unitNames(
                trx,
                pending.map((sibling) => sibling.unitId),
              ),
            },
          });
        break;
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('BAD_REQUEST', message, { fields, params });
}
