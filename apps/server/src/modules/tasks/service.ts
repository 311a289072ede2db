import {
  checkTransition,
  REPLY_REQUIRED_FIELDS,
  replyTitleFor,
  taskMachine,
  workflowLinks,
  type MessageKey,
  type TaskAction,
  type TaskNeed,
  type TaskRole,
  type TaskState,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../db/versioned';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { findProposal, insertEvent, type Actor, type ProposalRow } from '../proposals/repository';
import { proposalsService } from '../proposals/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { isMine, loadVisibleTask, taskActorKinds } from './access';
import { newTask } from './assign';
import { addMonths, addWorkingDays, isoDay } from './dates';
import { sendNotices, type Notice } from './notices';
import {
  countCommunications,
  insertReply,
  insertTask,
  replyOfTask,
  tasksOfProposal,
  type ReplyRow,
  type TaskRow,
} from './repository';

/** What a task action may carry (the contracts' transition body without `action` and `version`). */
export interface TaskTransitionInput {
  comment?: string | undefined;
  reason?: string | undefined;
  unitIds?: readonly string[] | undefined;
  dueDate?: string | undefined;
  resultClass?: string | undefined;
  opinion?: string | undefined;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** The latest date an extension may reach: the proposal's assignment plus the longest period. */
export function latestDueDate(proposal: Pick<ProposalRow, 'assignedAt'>, workflow: WorkflowSettings) {
  return proposal.assignedAt ? addMonths(proposal.assignedAt, workflow.maxPeriodMonths) : null;
}

/** Until when a unit may ask for an adjustment: its task's creation plus the window in working days. */
export function adjustmentWindowEnd(task: Pick<TaskRow, 'createdAt'>, workflow: WorkflowSettings) {
  return addWorkingDays(task.createdAt, workflow.adjustmentWindowWorkingDays);
}

const replyLabel = (field: string) => `reply.label.${field}`;

interface Context {
  trx: Kysely<DB>;
  task: TaskRow;
  proposal: ProposalRow;
  siblings: TaskRow[];
  reply: ReplyRow | undefined;
  workflow: WorkflowSettings;
  input: TaskTransitionInput;
  now: string;
}

/** The lead's reply of this round: a co-unit's opinion is given on it. */
async function leadReply(ctx: Pick<Context, 'trx' | 'siblings' | 'task'>): Promise<ReplyRow | undefined> {
  const lead = ctx.siblings.find((task) => task.role === 'lead');
  return lead ? replyOfTask(ctx.trx, lead.id, ctx.task.round) : undefined;
}

async function unitNames(trx: Kysely<DB>, ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return '';
  const rows = await trx
    .selectFrom('units')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? id).join('、');
}

/** Checks each requirement of the rule: conflicts of state throw at once, missing input is collected into one 400. */
async function checkNeeds(ctx: Context, action: TaskAction, needs: readonly TaskNeed[]): Promise<void> {
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
        const found = await trx.selectFrom('units').select('id').where('id', 'in', ids).execute();
        if (found.length !== ids.length) fail('unitIds', 'assignment.unitUnknown');
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

/** The unit's draft reply of the round, created when a lead or 分办 task is signed for. */
async function draftReply(trx: Kysely<DB>, task: TaskRow, proposal: ProposalRow, now: string): Promise<void> {
  if (await replyOfTask(trx, task.id, task.round)) return;
  const session = await trx
    .selectFrom('sessions')
    .select(['term', 'meeting'])
    .where('id', '=', proposal.sessionId)
    .executeTakeFirstOrThrow();
  const unit = await trx
    .selectFrom('units')
    .select(['contactName', 'contactPhone'])
    .where('id', '=', task.unitId)
    .executeTakeFirstOrThrow();
  await insertReply(trx, {
    id: newId(),
    taskId: task.id,
    proposalId: proposal.id,
    round: task.round,
    docNumber: '',
    title: replyTitleFor(
      Number(session.term),
      Number(session.meeting),
      proposal.number === null ? null : Number(proposal.number),
    ),
    body: '',
    resultClass: null,
    signingLeader: '',
    contactPerson: unit.contactName,
    contactPhone: unit.contactPhone,
    publication: proposal.publicity === 'private' ? 'private' : 'full',
    documentAttachmentId: null,
    state: 'draft',
    rejectionReason: null,
    version: 1,
    submittedAt: null,
    reviewedAt: null,
    reviewedBy: null,
    createdAt: now,
    updatedAt: now,
  });
}

async function changeReply(trx: Kysely<DB>, reply: ReplyRow | undefined, patch: Partial<ReplyRow>) {
  if (!reply) throw notFound();
  if (!(await updateVersioned(trx, 'replies', reply.id, reply.version, patch)))
    throw conflict('task.changedMeanwhile');
}

/**
 * The unit tasks workflow (issue 6). `transition` is THE one door for task state changes, like the
 * proposal's: visibility (404), the machine (409 wrong state, 403 not allowed), the version (409), every
 * requirement (400 naming fields), then one transaction that writes the task, its reply, the event log,
 * the derived proposal state and the notifications.
 */
export function tasksService(db: Kysely<DB>, deps: { dialect: 'sqlite' | 'postgres' }) {
  const settings = () => workflowSettingsService(db).get();

  /** Moves the proposal when its tasks say so: first signature → 办理中, every reply approved → 已答复. */
  async function deriveProposalState(trx: Kysely<DB>, proposalId: string, notices: Notice[]) {
    const proposal = await findProposal(trx, proposalId);
    if (!proposal) return;
    const tasks = await tasksOfProposal(trx, proposalId);
    const proposals = proposalsService(trx, deps);
    if (proposal.state === 'assigned' && tasks.some((task) => task.signedAt !== null)) {
      await proposals.transition(proposalId, 'start_handling', {}, 'system', proposal.version);
      return;
    }
    const replying = tasks.filter(
      (task) => task.role !== 'co' && task.round === (proposal.isRehandling ? 2 : 1),
    );
    if (
      (proposal.state === 'handling' || proposal.state === 'rehandling') &&
      replying.length > 0 &&
      replying.every((task) => task.state === 'replied')
    ) {
      await proposals.transition(proposalId, 'reply', {}, 'system', proposal.version);
      notices.push({
        to: { proposersOf: proposalId },
        kind: 'reply_approved',
        params: { proposalNumber: String(proposal.number ?? ''), proposalTitle: proposal.title },
        link: workflowLinks.proposal(proposalId),
      });
    }
  }

  async function transition(
    taskId: string,
    action: TaskAction,
    input: TaskTransitionInput,
    actor: Actor,
    expectedVersion: number,
  ): Promise<TaskRow> {
    const workflow = await settings();
    return inTransaction(db, async (trx) => {
      const task = await loadVisibleTask(trx, taskId, actor);
      const from = task.state as TaskState;
      const check = checkTransition(taskMachine, from, action, taskActorKinds(actor, task));
      if (!check.ok) {
        if (check.reason === 'invalid_state')
          throw conflict('task.wrongState', {
            params: { state: `taskState.${from}`, action: `taskAction.${action}` },
          });
        throw forbidden('task.notAllowed', { params: { action: `taskAction.${action}` } });
      }
      if (task.version !== expectedVersion) throw conflict('task.changedMeanwhile');
      const proposal = await findProposal(trx, task.proposalId);
      if (!proposal) throw notFound();
      const siblings = (await tasksOfProposal(trx, task.proposalId)).filter(
        (sibling) => sibling.id !== task.id,
      );
      const now = nowIso();
      const ctx: Context = {
        trx,
        task,
        proposal,
        siblings,
        reply: await replyOfTask(trx, task.id, task.round),
        workflow,
        input,
        now,
      };
      await checkNeeds(ctx, action, check.requires);

      const to: TaskState =
        check.to === 'previous'
          ? (((from === 'adjust_requested' ? task.previousState : from) as TaskState) ?? 'new')
          : check.to;
      const patch: Partial<TaskRow> = { state: to, updatedAt: now };
      const notices: Notice[] = [];
      const after: (() => Promise<void>)[] = [];
      const actorId = actor === 'system' ? null : actor.id;
      const about = {
        proposalNumber: String(proposal.number ?? ''),
        proposalTitle: proposal.title,
        unitName: await unitNames(trx, [task.unitId]),
      };
      const unitLink = workflowLinks.unitTask(proposal.id);
      const staffLink = workflowLinks.staffTask(task.id);
      let comment: string | null = input.comment ?? null;

      switch (action) {
        case 'sign':
          patch.signedAt = now;
          if (task.role !== 'co') after.push(() => draftReply(trx, task, proposal, now));
          break;
        case 'request_adjustment':
          patch.previousState = from;
          patch.adjustmentReason = input.reason ?? null;
          comment = input.reason ?? null;
          notices.push({
            to: { staff: true },
            kind: 'adjustment_requested',
            params: { ...about, reason: input.reason ?? '' },
            link: staffLink,
          });
          break;
        case 'approve_adjustment': {
          patch.cancelledAt = now;
          patch.adjustmentComment = input.comment ?? null;
          patch.previousState = null;
          const unitIds = [...new Set(input.unitIds ?? [])];
          after.push(async () => {
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
              await insertEvent(
                trx,
                newId(),
                {
                  proposalId: proposal.id,
                  taskId: created.id,
                  actorId,
                  action: 'task_create',
                  fromState: null,
                  toState: 'new',
                  comment: null,
                },
                now,
              );
            }
          });
          for (const unitId of unitIds)
            notices.push({
              to: { unitId },
              kind: 'task_assigned',
              params: { ...about, unitName: await unitNames(trx, [unitId]), dueDate: isoDay(task.dueDate) },
              link: unitLink,
            });
          notices.push({
            to: { unitId: task.unitId },
            kind: 'adjustment_approved',
            params: about,
            link: unitLink,
          });
          comment = [await unitNames(trx, unitIds), input.comment].filter((part) => !blank(part)).join('；');
          break;
        }
        case 'refuse_adjustment':
          patch.previousState = null;
          patch.adjustmentComment = input.comment ?? null;
          notices.push({
            to: { unitId: task.unitId },
            kind: 'adjustment_refused',
            params: { ...about, reason: input.comment ?? '' },
            link: unitLink,
          });
          break;
        case 'request_extension':
          patch.extensionReason = input.reason ?? null;
          patch.extensionRequestedDueDate = new Date(input.dueDate ?? now).toISOString();
          comment = `${isoDay(patch.extensionRequestedDueDate)}：${input.reason ?? ''}`;
          notices.push({
            to: { staff: true },
            kind: 'extension_requested',
            params: {
              ...about,
              dueDate: isoDay(patch.extensionRequestedDueDate),
              reason: input.reason ?? '',
            },
            link: staffLink,
          });
          break;
        case 'approve_extension': {
          const dueDate = new Date(input.dueDate ?? task.extensionRequestedDueDate ?? now).toISOString();
          patch.dueDate = dueDate;
          patch.extensionRequestedDueDate = null;
          comment = [isoDay(dueDate), input.comment].filter((part) => !blank(part)).join('；');
          notices.push({
            to: { unitId: task.unitId },
            kind: 'extension_approved',
            params: { ...about, dueDate: isoDay(dueDate) },
            link: unitLink,
          });
          break;
        }
        case 'refuse_extension':
          patch.extensionRequestedDueDate = null;
          notices.push({
            to: { unitId: task.unitId },
            kind: 'extension_refused',
            params: { ...about, reason: input.comment ?? '' },
            link: unitLink,
          });
          break;
        case 'send_countersign':
          after.push(() => changeReply(trx, ctx.reply, { state: 'countersigning', updatedAt: now }));
          for (const co of siblings.filter(
            (sibling) => sibling.role === 'co' && sibling.state !== 'opinion_sent',
          ))
            notices.push({
              to: { unitId: co.unitId },
              kind: 'countersign_requested',
              params: about,
              link: workflowLinks.unitTask(proposal.id),
            });
          break;
        case 'send_opinion': {
          const reply = await leadReply(ctx);
          if (!reply) throw conflict('task.draftNotSent');
          after.push(async () => {
            await trx
              .insertInto('countersignOpinions')
              .values({
                id: newId(),
                replyId: reply.id,
                taskId: task.id,
                unitId: task.unitId,
                opinion: input.opinion ?? '',
                authorId: actorId ?? '',
                createdAt: now,
              })
              .execute();
          });
          patch.repliedAt = now;
          comment = input.opinion ?? null;
          const lead = siblings.find((sibling) => sibling.role === 'lead');
          if (lead)
            notices.push({
              to: { unitId: lead.unitId },
              kind: 'opinion_received',
              params: about,
              link: unitLink,
            });
          break;
        }
        case 'submit_reply':
          patch.rejectionReason = null;
          after.push(() =>
            changeReply(trx, ctx.reply, { state: 'submitted', submittedAt: now, updatedAt: now }),
          );
          notices.push({ to: { staff: true }, kind: 'reply_submitted', params: about, link: staffLink });
          break;
        case 'reject_reply':
          patch.rejectionReason = input.reason ?? null;
          comment = input.reason ?? null;
          after.push(() =>
            changeReply(trx, ctx.reply, {
              state: 'rejected',
              rejectionReason: input.reason ?? null,
              reviewedAt: now,
              reviewedBy: actorId,
              updatedAt: now,
            }),
          );
          notices.push({
            to: { unitId: task.unitId },
            kind: 'reply_rejected',
            params: { ...about, reason: input.reason ?? '' },
            link: unitLink,
          });
          break;
        case 'approve_reply': {
          const resultClass = input.resultClass ?? ctx.reply?.resultClass ?? null;
          if (input.resultClass && !workflow.replyClasses.some((item) => item.code === input.resultClass))
            throw new AppError('BAD_REQUEST', 'task.resultClassUnknown', {
              fields: { resultClass: 'task.resultClassUnknown' },
            });
          patch.repliedAt = now;
          if (resultClass !== ctx.reply?.resultClass)
            comment = [resultClass, input.comment].filter((part) => !blank(part)).join('；');
          after.push(() =>
            changeReply(trx, ctx.reply, {
              state: 'approved',
              resultClass,
              reviewedAt: now,
              reviewedBy: actorId,
              updatedAt: now,
            }),
          );
          break;
        }
      }

      if (!(await updateVersioned(trx, 'tasks', task.id, expectedVersion, patch)))
        throw conflict('task.changedMeanwhile');
      for (const step of after) await step();
      await insertEvent(
        trx,
        newId(),
        { proposalId: proposal.id, taskId: task.id, actorId, action, fromState: from, toState: to, comment },
        now,
      );
      await deriveProposalState(trx, proposal.id, notices);
      await sendNotices(trx, notices);
      const updated = await loadVisibleTask(trx, task.id, 'system');
      return updated;
    });
  }

  return { transition, settings, isMine };
}
export type TasksService = ReturnType<typeof tasksService>;
