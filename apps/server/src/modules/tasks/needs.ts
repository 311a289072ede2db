import { REPLY_REQUIRED_FIELDS, taskNeedInputs, type TaskAction, type TaskNeed } from '@cppcc/contracts';
import { conflict } from '../../http/errors';
import { isoDay } from '../../lib/dates';
import { NeedsReport } from '../../lib/needs';
import { blank, type TaskContext } from './context';
import { adjustmentWindowEnd, latestDueDate } from './deadlines';
import { existingUnitIds } from '../proposals/lookups-repository';
import { unitNames } from './lookups-repository';
import { countCommunications } from './repository';
import { unitHasApprover } from './approval';

const replyLabel = (field: string) => `reply.label.${field}`;

/**
 * Checks each requirement of the rule: first the inputs the contracts list for it (blank → 400 naming the
 * field), then what only the records can tell; conflicts of state throw at once.
 */
export async function checkTaskNeeds(
  ctx: TaskContext,
  action: TaskAction,
  needs: readonly TaskNeed[],
): Promise<void> {
  const { trx, task, input, workflow, now } = ctx;
  const report = new NeedsReport(true);
  // Approving an extension without a date grants the date asked for.
  const values = {
    ...input,
    dueDate: input.dueDate ?? (action === 'approve_extension' ? task.extensionRequestedDueDate : undefined),
  };
  for (const need of needs) {
    const given = report.inputsGiven(taskNeedInputs[need], values);
    switch (need) {
      case 'inside_adjustment_window':
        if (now > adjustmentWindowEnd(task, workflow))
          throw conflict('task.adjustmentWindowClosed', {
            params: { days: workflow.adjustmentWindowWorkingDays },
          });
        break;
      case 'new_units': {
        if (!given) break;
        const ids = [...new Set(input.unitIds ?? [])];
        if (task.role !== 'separate' && task.role !== 'co' && ids.length > 1) {
          report.fail('unitIds', 'task.leadTakesOneUnit');
          break;
        }
        const busy = new Set([task.unitId, ...ctx.siblings.map((sibling) => sibling.unitId)]);
        if ((await existingUnitIds(trx, ids)).length !== ids.length)
          report.fail('unitIds', 'assignment.unitUnknown');
        else if (ids.some((id) => busy.has(id))) report.fail('unitIds', 'task.newUnitsInvalid');
        break;
      }
      case 'extension_pending':
        if (task.extensionRequestedDueDate === null) throw conflict('task.noExtensionPending');
        break;
      case 'new_due_date_within_limit': {
        if (action === 'request_extension' && task.extensionRequestedDueDate !== null)
          throw conflict('task.extensionPending');
        if (!given || !values.dueDate) break;
        const date = new Date(values.dueDate).toISOString();
        const latest = latestDueDate(ctx.proposal, workflow);
        if (task.dueDate && date <= task.dueDate) {
          report.fail('dueDate', 'task.dueDateNotLater');
          report.params = { ...report.params, date: isoDay(task.dueDate) };
        } else if (latest && date > latest) {
          report.fail('dueDate', 'task.dueDateBeyondLimit');
          report.params = { ...report.params, date: isoDay(latest) };
        }
        break;
      }
      case 'draft_reply':
        if (!ctx.reply || blank(ctx.reply.body)) report.fail('body', 'task.draftRequired');
        break;
      case 'draft_sent': {
        const lead = ctx.siblings.find((sibling) => sibling.role === 'lead');
        if (!lead || lead.state !== 'countersigning') throw conflict('task.draftNotSent');
        break;
      }
      case 'reply_fields': {
        const reply = ctx.reply;
        const missing = REPLY_REQUIRED_FIELDS.filter((field) => !reply || blank(reply[field]));
        if (missing.length > 0) {
          for (const field of missing) report.fields[field] = 'validation.required';
          report.message = 'task.replyIncomplete';
          report.params = { ...report.params, missing: missing.map(replyLabel).join(',') };
        } else if (!workflow.replyClasses.some((item) => item.code === reply?.resultClass)) {
          report.fail('resultClass', 'task.resultClassUnknown');
        }
        break;
      }
      case 'document':
        if (!ctx.reply?.documentAttachmentId) report.fail('document', 'task.documentRequired');
        break;
      case 'communication':
        if ((await countCommunications(trx, task.id)) === 0)
          report.fail('communication', 'task.communicationRequired');
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
      case 'unit_has_approver':
        if (!(await unitHasApprover(trx, task.unitId))) throw conflict('approval.noApprover');
        break;
      case 'no_unit_approver':
        if (await unitHasApprover(trx, task.unitId)) throw conflict('approval.signOffRequired');
        break;
      case 'reason':
      case 'comment':
      case 'opinion':
        break; // only the input
    }
  }
  report.throwIfAny();
}
