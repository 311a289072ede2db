import {
  availableActions,
  checkTransition,
  NOT_REGISTERED_DISPOSITIONS,
  PROPOSAL_STATES,
  proposalMachine,
  type Language,
  type MemberProfile,
  type MessageKey,
  type NotRegisteredDisposition,
  type ProposalAction,
  type ProposalActor,
  type ProposalContent,
  type ProposalCounts,
  type ProposalCreateBody,
  type ProposalDetail,
  type ProposalKind,
  type ProposalListQuery,
  type ProposalList,
  type ProposalNeed,
  type ProposalState,
  type ProposalSummary,
  type ProposalUpdateBody,
  type SimilarProposals,
  type WorkflowSettings,
  type HandlingMode,
  type TaskRole,
  type BatchRegisterBody,
  type BatchRegisterResult,
  type MemberPicker,
  workflowLinks,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../db/versioned';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson, type Clock } from '../../db/values';
import {
  AppError,
  badRequest,
  conflict,
  describeError,
  forbidden,
  invalidFields,
  notFound,
} from '../../http/errors';
import { findSession, takeNextNumber } from '../sessions/repository';
import { sessionsService } from '../sessions/service';
import { evaluatingSigners, evaluationStatus, isUnsatisfied } from '../evaluations/status';
import { checkAssignment, createAssignmentTasks, newTask } from '../tasks/assign';
import { addMonths } from '../tasks/dates';
import { insertTask } from '../tasks/repository';
import { sendNotices } from '../tasks/notices';
import { todoService } from '../todo-app/service';
import { workflowSettingsService } from '../workflow-settings/service';
import {
  attachmentsWithNames,
  countByState,
  eventsWithNames,
  findProposal,
  findSummary,
  findVisibleProposal,
  insertEvent,
  insertProposal,
  insertSigner,
  isStaff,
  listProposals,
  listSigners,
  membersMatching,
  setProposalNumber,
  signersWithNames,
  titlesMatchingAny,
  updateSigner,
  visibleTo,
  type Actor,
  type Caller,
  type EventInput,
  type ProposalRow,
  type SignerRow,
  type SummaryRow,
} from './repository';

export type { Actor, Caller } from './repository';

/**
 * Input of a transition: what the action needs (the contracts' transition body without `action` and
 * `version`, plus the fields of later issues' actions so `transition` stays the one door).
 */
export interface TransitionInput {
  comment?: string | undefined;
  reason?: string | undefined;
  categoryCode?: string | undefined;
  disposition?: NotRegisteredDisposition | undefined;
  masterId?: string | undefined;
  inviteeIds?: readonly string[] | undefined;
  signByDate?: string | undefined;
  /** Issue 6: assignment (and the new due date of a re-handling, issue 7). */
  handlingMode?: HandlingMode | undefined;
  leadUnitIds?: readonly string[] | undefined;
  coUnitIds?: readonly string[] | undefined;
  dueDate?: string | undefined;
  /** Issue 7: closing after a second 不满意. */
  minutes?: string | undefined;
}

/** Proposal states reached by registration and after: the committee's records, shown as similar proposals. */
const RECORD_STATES: readonly ProposalState[] = [
  'registered',
  'assigned',
  'handling',
  'replied',
  'rehandling',
  'closed',
];

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';
/** Error parameters as message keys: the error handler translates them into the reader's language. */
const stateKey = (state: string) => `proposalState.${state}`;
const actionKey = (action: string) => `proposalAction.${action}`;

function sectorOf(memberProfile: string | null): string | null {
  if (!memberProfile) return null;
  return fromDbJson<MemberProfile>(memberProfile).sector || null;
}

function toSummary(row: SummaryRow): ProposalSummary {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    number: row.number === null ? null : Number(row.number),
    title: row.title,
    kind: row.kind as ProposalKind,
    categoryCode: row.categoryCode,
    state: row.state as ProposalState,
    isPlenary: fromDbBool(row.isPlenary),
    isKey: fromDbBool(row.isKey),
    isExcellent: fromDbBool(row.isExcellent),
    firstProposer: { id: row.firstProposerId, displayName: row.proposerName },
    signerCount: Number(row.signerCount ?? 0),
    submittedAt: row.submittedAt,
    registeredAt: row.registeredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: Number(row.version),
  };
}

/** The actor kinds of the state machine the caller acts as on this proposal. */
export function actorKinds(actor: Actor, signers: readonly SignerRow[]): ProposalActor[] {
  if (actor === 'system') return ['system'];
  const kinds: ProposalActor[] = [];
  if (signers.some((signer) => signer.userId === actor.id && fromDbBool(signer.isFirst)))
    kinds.push('first_proposer');
  if (isStaff(actor)) kinds.push('staff');
  return kinds;
}

/** Which content fields a submission still lacks (field → message key). */
export function missingContent(
  row: Pick<ProposalRow, 'title' | 'analysis' | 'suggestions' | 'categoryCode' | 'kind' | 'collectiveBody'>,
): Record<string, MessageKey> {
  const missing: Record<string, MessageKey> = {};
  if (blank(row.title)) missing.title = 'proposal.titleRequired';
  if (blank(row.analysis)) missing.analysis = 'proposal.analysisRequired';
  if (blank(row.suggestions)) missing.suggestions = 'proposal.suggestionsRequired';
  if (blank(row.categoryCode)) missing.categoryCode = 'proposal.categoryRequired';
  if (row.kind === 'collective' && blank(row.collectiveBody))
    missing.collectiveBody = 'proposal.collectiveBodyRequired';
  return missing;
}

const CONTENT_LABEL: Record<string, MessageKey> = {
  title: 'proposal.label.title',
  analysis: 'proposal.label.analysis',
  suggestions: 'proposal.label.suggestions',
  categoryCode: 'proposal.label.category',
  collectiveBody: 'proposal.label.collectiveBody',
};

/** Fragments of a title for the similarity search: CJK bigrams and latin words, minus boilerplate. */
export function titleFragments(title: string): string[] {
  const cleaned = title
    .replace(/关于|的|建议|提案|进一步|加快|推进|加强|推动|完善|我市|全市/g, ' ')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
  const fragments = new Set<string>();
  for (const part of cleaned.split(' ')) {
    if (!part) continue;
    if (/^[\x20-\x7e]+$/.test(part)) {
      if (part.length >= 3) fragments.add(part.toLowerCase());
      continue;
    }
    for (let i = 0; i + 2 <= part.length; i++) fragments.add(part.slice(i, i + 2));
  }
  return [...fragments].slice(0, 12);
}

export interface ProposalsDeps {
  dialect: 'sqlite' | 'postgres';
  /** The time of every write (default `nowIso`; the demo seed sets its own). */
  now?: Clock | undefined;
}

/**
 * The proposal workflow (issue 5; issues 6–7 add actions through the same `transition`). Every write runs
 * in one transaction with an optimistic version check and writes the event log.
 */
export function proposalsService(db: Kysely<DB>, deps: ProposalsDeps) {
  const settings = () => workflowSettingsService(db).get();
  const clock = deps.now ?? nowIso;
  const todoDeps = { now: clock };

  async function loadVisible(trx: Kysely<DB>, id: string, actor: Actor): Promise<ProposalRow> {
    const row = actor === 'system' ? await findProposal(trx, id) : await findVisibleProposal(trx, id, actor);
    // Someone else's proposal is "not found", never "forbidden": its existence does not leak.
    if (!row) throw notFound();
    return row;
  }

  async function event(trx: Kysely<DB>, input: EventInput, at = clock()): Promise<void> {
    await insertEvent(trx, newId(), input, at);
  }

  function checkCategory(
    code: string | null | undefined,
    workflow: WorkflowSettings,
    field = 'categoryCode',
  ): void {
    if (code && !workflow.categories.some((category) => category.code === code))
      throw invalidFields({ [field]: 'proposal.categoryUnknown' });
  }

  async function checkUnits(trx: Kysely<DB>, unitIds: readonly string[] | undefined): Promise<void> {
    if (!unitIds || unitIds.length === 0) return;
    const found = await trx
      .selectFrom('units')
      .select('id')
      .where('id', 'in', [...new Set(unitIds)])
      .execute();
    if (found.length !== new Set(unitIds).size)
      throw invalidFields({ suggestedUnitIds: 'proposal.unitUnknown' });
  }

  function contentPatch(input: Partial<ProposalContent>): Partial<ProposalRow> {
    return {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.analysis !== undefined && { analysis: input.analysis }),
      ...(input.suggestions !== undefined && { suggestions: input.suggestions }),
      ...(input.kind !== undefined && { kind: input.kind }),
      ...(input.collectiveBody !== undefined && { collectiveBody: input.collectiveBody || null }),
      ...(input.categoryCode !== undefined && { categoryCode: input.categoryCode || null }),
      ...(input.suggestedUnitIds !== undefined && {
        suggestedUnitIds: toDbJson([...new Set(input.suggestedUnitIds)]),
      }),
      ...(input.publicity !== undefined && { publicity: input.publicity }),
      ...(input.privateReason !== undefined && { privateReason: input.privateReason || null }),
      ...(input.contactName !== undefined && { contactName: input.contactName }),
      ...(input.contactPhone !== undefined && { contactPhone: input.contactPhone }),
      ...(input.contactAddress !== undefined && { contactAddress: input.contactAddress }),
    };
  }

  /** Checks each requirement of the rule; collects field errors into one 400. */
  async function checkNeeds(
    trx: Kysely<DB>,
    row: ProposalRow,
    signers: readonly SignerRow[],
    needs: readonly ProposalNeed[],
    input: TransitionInput,
    workflow: WorkflowSettings,
  ): Promise<void> {
    const fields: Record<string, string> = {};
    let message: MessageKey = 'error.badRequest';
    let params: Record<string, string> = {};
    for (const need of needs) {
      switch (need) {
        case 'content': {
          const missing = missingContent(row);
          const keys = Object.keys(missing);
          if (keys.length > 0) {
            Object.assign(fields, missing);
            message = 'proposal.contentIncomplete';
            params = { missing: keys.map((key) => CONTENT_LABEL[key] ?? key).join(',') };
          } else {
            checkCategory(row.categoryCode, workflow);
          }
          break;
        }
        case 'invitees': {
          const ids = [...new Set(input.inviteeIds ?? [])];
          if (ids.length === 0) {
            fields.inviteeIds = 'proposal.inviteesRequired';
            break;
          }
          const firstId = signers.find((signer) => fromDbBool(signer.isFirst))?.userId;
          const members = await trx
            .selectFrom('users')
            .select(['id', 'roles', 'disabled'])
            .where('id', 'in', ids)
            .execute();
          const ok = members.filter(
            (user) =>
              user.id !== firstId &&
              !fromDbBool(user.disabled) &&
              fromDbJson<string[]>(user.roles).includes('members'),
          );
          if (ok.length !== ids.length) fields.inviteeIds = 'proposal.inviteeInvalid';
          break;
        }
        case 'all_signers_answered': {
          const pending = signers.some((signer) => signer.state === 'invited');
          const deadlinePassed = row.signByDate !== null && row.signByDate <= clock();
          if (pending && !deadlinePassed) throw conflict('proposal.signersPending');
          break;
        }
        case 'comment':
          if (blank(input.comment)) fields.comment = 'proposal.commentRequired';
          break;
        case 'reason':
          if (blank(input.reason)) fields.reason = 'proposal.reasonRequired';
          break;
        case 'category': {
          const code = input.categoryCode ?? row.categoryCode;
          if (blank(code)) fields.categoryCode = 'proposal.categoryRequired';
          else if (!workflow.categories.some((category) => category.code === code))
            fields.categoryCode = 'proposal.categoryUnknown';
          break;
        }
        case 'disposition':
          if (!input.disposition || !NOT_REGISTERED_DISPOSITIONS.includes(input.disposition))
            fields.disposition = 'proposal.dispositionRequired';
          break;
        case 'master_proposal': {
          if (blank(input.masterId)) {
            fields.masterId = 'proposal.masterRequired';
            break;
          }
          const master = await findProposal(trx, input.masterId ?? '');
          if (
            !master ||
            master.id === row.id ||
            master.sessionId !== row.sessionId ||
            !['submitted', 'registered'].includes(master.state)
          )
            fields.masterId = 'proposal.masterInvalid';
          break;
        }
        case 'assignment':
          // Throws 400 naming each bad field (mode, units, due date).
          await checkAssignment(trx, input, clock(), workflow);
          break;
        case 'minutes':
          if (blank(input.minutes)) fields.minutes = 'validation.required';
          break;
        case 'evaluations_settled':
          if (!(await evaluationStatus(trx, row, workflow)).settled) throw conflict('evaluation.notSettled');
          break;
        case 'unsatisfied_evaluation': {
          const status = await evaluationStatus(trx, row, workflow);
          if (status.round !== 1 || !status.anyUnsatisfied) throw conflict('evaluation.noUnsatisfied');
          break;
        }
        case 'second_round_unsatisfied': {
          const status = await evaluationStatus(trx, row, workflow);
          if (status.round !== 2 || !status.anyUnsatisfied) throw conflict('evaluation.notSecondRound');
          break;
        }
      }
    }
    if (Object.keys(fields).length > 0) throw new AppError('BAD_REQUEST', message, { fields, params });
  }

  /**
   * THE one door for proposal state changes: loads the proposal (as the caller may see it), derives the
   * caller's actor kinds, asks the state machine (409 wrong state, 403 not allowed), checks the version
   * (409 stale), checks every requirement (400 with fields), then applies the change in one transaction
   * with `UPDATE … WHERE version = ?` and writes the event. Returns the updated row.
   */
  async function transition(
    proposalId: string,
    action: ProposalAction,
    input: TransitionInput,
    actor: Actor,
    expectedVersion: number,
  ): Promise<ProposalRow> {
    const workflow = await settings();
    return inTransaction(db, async (trx) => {
      const row = await loadVisible(trx, proposalId, actor);
      const signers = await listSigners(trx, row.id);
      const from = row.state as ProposalState;
      const check = checkTransition(proposalMachine, from, action, actorKinds(actor, signers));
      if (!check.ok) {
        if (check.reason === 'invalid_state')
          throw conflict('proposal.wrongState', {
            params: { state: stateKey(from), action: actionKey(action) },
          });
        throw forbidden('proposal.notAllowed', { params: { action: actionKey(action) } });
      }
      if (row.version !== expectedVersion) throw conflict('proposal.changedMeanwhile');
      await checkNeeds(trx, row, signers, check.requires, input, workflow);

      const to: ProposalState = check.to === 'previous' ? from : check.to;
      const now = clock();
      const actorId = actor === 'system' ? null : actor.id;
      const firstId = row.firstProposerId;
      const todos = todoService(trx, todoDeps);
      const patch: Partial<ProposalRow> = { state: to, updatedAt: now };
      const after: (() => Promise<void>)[] = [];

      switch (action) {
        case 'invite': {
          const ids = [...new Set(input.inviteeIds ?? [])];
          if (row.kind === 'individual') patch.kind = 'joint';
          patch.signByDate = input.signByDate ? new Date(input.signByDate).toISOString() : null;
          after.push(async () => {
            for (const userId of ids) {
              await insertSigner(trx, {
                proposalId: row.id,
                userId,
                isFirst: 0,
                state: 'invited',
                invitedAt: now,
                answeredAt: null,
              });
              await todos.addWorkflowTodo(
                userId,
                row.id,
                'cosign',
                `联名邀请：${row.title}`,
                '请查看提案内容，决定是否同意联名。',
                patch.signByDate ?? null,
              );
            }
          });
          break;
        }
        case 'submit':
        case 'resubmit': {
          const session = await findSession(trx, row.sessionId);
          patch.submittedAt = now;
          patch.isPlenary = toDbBool(
            Boolean(session?.plenaryEndsAt && now <= session.plenaryEndsAt) ||
              Boolean(
                session?.submissionClosesAt &&
                session.plenaryEndsAt === null &&
                now <= session.submissionClosesAt,
              ),
          );
          after.push(() => todos.completeWorkflowTodos(row.id, 'cosign'));
          after.push(() => todos.completeWorkflowTodos(row.id, 'revise'));
          break;
        }
        case 'return':
          patch.reviewComment = input.comment ?? null;
          after.push(() =>
            todos.addWorkflowTodo(
              firstId,
              row.id,
              'revise',
              `修改提案：${row.title}`,
              `提案委退回修改意见：${input.comment ?? ''}`,
            ),
          );
          break;
        case 'withdraw':
          after.push(() => todos.completeWorkflowTodos(row.id, 'revise'));
          break;
        case 'register':
          patch.categoryCode = input.categoryCode ?? row.categoryCode;
          patch.registeredAt = now;
          if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
          // After the versioned UPDATE: a stale registration never takes a number.
          after.push(async () => {
            await setProposalNumber(trx, row.id, await takeNextNumber(trx, row.sessionId));
          });
          break;
        case 'reject':
          patch.notRegisteredReason = input.reason ?? null;
          patch.disposition = input.disposition ?? null;
          if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
          patch.closedAt = now;
          break;
        case 'merge':
          patch.mergedIntoId = input.masterId ?? null;
          if (!blank(input.comment)) patch.reviewComment = input.comment ?? null;
          patch.closedAt = now;
          break;
        case 'assign': {
          const assignment = await checkAssignment(trx, input, now, workflow);
          patch.handlingMode = assignment.handlingMode;
          patch.assignedAt = now;
          patch.dueDate = assignment.dueDate;
          after.push(async () => {
            const tasks = await createAssignmentTasks(trx, row.id, assignment, now, workflow);
            const names = await trx
              .selectFrom('units')
              .select(['id', 'name'])
              .where(
                'id',
                'in',
                tasks.map((task) => task.unitId),
              )
              .execute();
            const nameOf = (unitId: string) => names.find((unit) => unit.id === unitId)?.name ?? '';
            for (const task of tasks)
              await event(
                trx,
                {
                  proposalId: row.id,
                  taskId: task.id,
                  actorId,
                  action: 'task_create',
                  fromState: null,
                  toState: 'new',
                  comment: nameOf(task.unitId),
                },
                now,
              );
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
          break;
        }
        case 'reply':
          // Every signer is asked to evaluate the replies (their /apps/todo/review list).
          after.push(async () => {
            for (const signer of await evaluatingSigners(trx, row.id))
              await todos.addWorkflowTodo(
                signer.userId,
                row.id,
                'evaluate',
                `评价答复：${row.title}`,
                '承办单位已答复，请评价办理态度和办理结果。',
              );
          });
          break;
        case 'close':
        case 'close_with_minutes':
          patch.closedAt = now;
          after.push(() => todos.completeWorkflowTodos(row.id, 'evaluate'));
          break;
        case 'rehandle': {
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
              status.evaluations.some(
                (evaluation) => evaluation.replyId === reply.id && isUnsatisfied(evaluation),
              ),
            );
            const previous = await trx
              .selectFrom('tasks')
              .select(['unitId', 'role'])
              .where('proposalId', '=', row.id)
              .where('round', '=', 1)
              .where('role', '!=', 'co')
              .where('state', '=', 'replied')
              .execute();
            for (const reply of unhappy) {
              const role = previous.find((task) => task.unitId === reply.unitId)?.role ?? 'lead';
              const task = newTask(row.id, reply.unitId, role as TaskRole, dueDate, now, 2);
              await insertTask(trx, task);
              await event(
                trx,
                {
                  proposalId: row.id,
                  taskId: task.id,
                  actorId,
                  action: 'task_create',
                  fromState: null,
                  toState: 'new',
                  comment: reply.unitName,
                },
                now,
              );
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
          break;
        }
        default:
          // start_handling is derived by the tasks and changes nothing else.
          if (action !== 'start_handling') throw badRequest(`The action ${action} is not available.`);
      }

      if (!(await updateVersioned(trx, 'proposals', row.id, expectedVersion, patch)))
        throw conflict('proposal.changedMeanwhile');
      for (const step of after) await step();
      const comment =
        action === 'withdraw' || action === 'reject'
          ? [input.reason, input.comment].filter((part) => !blank(part)).join('；') || null
          : action === 'merge'
            ? (input.comment ?? null)
            : (input.comment ?? input.minutes ?? null);
      await event(trx, { proposalId: row.id, actorId, action, fromState: from, toState: to, comment }, now);
      const updated = await findProposal(trx, row.id);
      if (!updated) throw notFound();
      return updated;
    });
  }

  async function detail(id: string, caller: Caller, trx: Kysely<DB> = db): Promise<ProposalDetail> {
    const row = await loadVisible(trx, id, caller);
    const summary = await findSummary(trx, row.id);
    if (!summary) throw notFound();
    const [signers, events, attachments] = await Promise.all([
      signersWithNames(trx, row.id),
      eventsWithNames(trx, row.id),
      attachmentsWithNames(trx, 'proposal', row.id),
    ]);
    const unitIds = fromDbJson<string[]>(row.suggestedUnitIds);
    const units =
      unitIds.length === 0
        ? []
        : await trx.selectFrom('units').select(['id', 'name']).where('id', 'in', unitIds).execute();
    const merged = row.mergedIntoId
      ? await trx
          .selectFrom('proposals')
          .select(['id', 'number', 'title'])
          .where('id', '=', row.mergedIntoId)
          .executeTakeFirst()
      : undefined;
    const leader = row.keyLeaderId
      ? await trx
          .selectFrom('users')
          .select(['id', 'displayName'])
          .where('id', '=', row.keyLeaderId)
          .executeTakeFirst()
      : undefined;
    const signerRows = signers as unknown as SignerRow[];
    const kinds = actorKinds(caller, signerRows);
    const mine = signers.find((signer) => signer.userId === caller.id && !fromDbBool(signer.isFirst));
    const state = row.state as ProposalState;
    return {
      ...toSummary(summary),
      analysis: row.analysis,
      suggestions: row.suggestions,
      collectiveBody: row.collectiveBody,
      suggestedUnits: unitIds.flatMap((unitId) => units.filter((unit) => unit.id === unitId)),
      publicity: row.publicity === 'private' ? 'private' : 'public',
      privateReason: row.privateReason,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      contactAddress: row.contactAddress,
      isRehandling: fromDbBool(row.isRehandling),
      keyLeader: leader ? { id: leader.id, displayName: leader.displayName } : null,
      reviewComment: row.reviewComment,
      notRegisteredReason: row.notRegisteredReason,
      disposition: (row.disposition as NotRegisteredDisposition | null) ?? null,
      mergedInto: merged
        ? {
            id: merged.id,
            number: merged.number === null ? null : Number(merged.number),
            title: merged.title,
          }
        : null,
      handlingMode: (row.handlingMode as HandlingMode | null) ?? null,
      assignedAt: row.assignedAt,
      dueDate: row.dueDate,
      signByDate: row.signByDate,
      closedAt: row.closedAt,
      signers: signers.map((signer) => ({
        userId: signer.userId,
        displayName: signer.displayName,
        sector: sectorOf(signer.memberProfile),
        isFirst: fromDbBool(signer.isFirst),
        state: signer.state as 'invited' | 'accepted' | 'declined',
        invitedAt: signer.invitedAt,
        answeredAt: signer.answeredAt,
      })),
      attachments: attachments.map((attachment) => ({
        id: attachment.id,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        size: Number(attachment.size),
        uploadedBy: { id: attachment.uploadedBy, displayName: attachment.uploaderName },
        createdAt: attachment.createdAt,
      })),
      events: events.map((entry) => ({
        id: entry.id,
        action: entry.action,
        fromState: entry.fromState,
        toState: entry.toState,
        comment: entry.comment,
        actor: entry.actorId ? { id: entry.actorId, displayName: entry.actorName ?? '' } : null,
        taskId: entry.taskId,
        createdAt: entry.createdAt,
      })),
      allowedActions: availableActions(proposalMachine, state, kinds),
      myInvitation: mine ? { state: mine.state as 'invited' | 'accepted' | 'declined' } : null,
      canEdit: kinds.includes('first_proposer') && (state === 'draft' || state === 'returned'),
    };
  }

  return {
    transition,
    detail,
    loadVisible: (id: string, actor: Actor) => loadVisible(db, id, actor),

    async list(caller: Caller, query: ProposalListQuery): Promise<ProposalList> {
      const { rows, total } = await listProposals(db, deps.dialect, caller, query);
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async counts(caller: Caller, scope: 'mine' | 'all', sessionId?: string): Promise<ProposalCounts> {
      const rows = await countByState(db, caller, scope, sessionId);
      const counts = Object.fromEntries(PROPOSAL_STATES.map((state) => [state, 0])) as Record<
        ProposalState,
        number
      >;
      let total = 0;
      for (const row of rows) {
        if (row.state in counts) counts[row.state as ProposalState] = row.n;
        total += row.n;
      }
      return { counts, total };
    },

    /** A new draft by a member, who becomes its first proposer (领衔人). */
    async create(caller: Caller, input: ProposalCreateBody): Promise<ProposalRow> {
      const workflow = await settings();
      checkCategory(input.categoryCode, workflow);
      return inTransaction(db, async (trx) => {
        const session = input.sessionId
          ? await sessionsService(trx).get(input.sessionId)
          : await sessionsService(trx).current();
        if (!session) throw conflict('proposal.noCurrentSession');
        await checkUnits(trx, input.suggestedUnitIds);
        const user = await trx
          .selectFrom('users')
          .select(['displayName', 'phone'])
          .where('id', '=', caller.id)
          .executeTakeFirstOrThrow();
        const now = clock();
        const row: ProposalRow = {
          id: newId(),
          sessionId: session.id,
          number: null,
          title: '',
          analysis: '',
          suggestions: '',
          kind: 'individual',
          collectiveBody: null,
          categoryCode: null,
          isPlenary: 0,
          suggestedUnitIds: '[]',
          publicity: 'public',
          privateReason: null,
          contactName: user.displayName.replace(/^委员\s*/, ''),
          contactPhone: user.phone ?? '',
          contactAddress: '',
          state: 'draft',
          version: 1,
          isKey: 0,
          keyLeaderId: null,
          isExcellent: 0,
          isRehandling: 0,
          reviewComment: null,
          notRegisteredReason: null,
          disposition: null,
          mergedIntoId: null,
          handlingMode: null,
          assignedAt: null,
          dueDate: null,
          signByDate: null,
          firstProposerId: caller.id,
          submittedAt: null,
          registeredAt: null,
          closedAt: null,
          createdAt: now,
          updatedAt: now,
          ...contentPatch(input),
        };
        await insertProposal(trx, row);
        await insertSigner(trx, {
          proposalId: row.id,
          userId: caller.id,
          isFirst: 1,
          state: 'accepted',
          invitedAt: now,
          answeredAt: now,
        });
        await event(
          trx,
          {
            proposalId: row.id,
            actorId: caller.id,
            action: 'create',
            fromState: null,
            toState: 'draft',
            comment: null,
          },
          now,
        );
        return row;
      });
    },

    /** Autosave: only the first proposer, only in draft/returned (the machine's `save`), version-checked. */
    async save(id: string, caller: Caller, input: ProposalUpdateBody): Promise<ProposalRow> {
      const workflow = await settings();
      checkCategory(input.categoryCode, workflow);
      return inTransaction(db, async (trx) => {
        const row = await loadVisible(trx, id, caller);
        const signers = await listSigners(trx, row.id);
        const check = checkTransition(
          proposalMachine,
          row.state as ProposalState,
          'save',
          actorKinds(caller, signers),
        );
        if (!check.ok) {
          if (check.reason === 'invalid_state' && actorKinds(caller, signers).includes('first_proposer'))
            throw conflict('proposal.wrongState', {
              params: { state: stateKey(row.state), action: actionKey('save') },
            });
          throw forbidden('proposal.notEditable');
        }
        if (row.version !== input.version) throw conflict('proposal.changedMeanwhile');
        await checkUnits(trx, input.suggestedUnitIds);
        const { version: _version, ...content } = input;
        const patch = { ...contentPatch(content), updatedAt: clock() };
        if (!(await updateVersioned(trx, 'proposals', row.id, input.version, patch)))
          throw conflict('proposal.changedMeanwhile');
        return { ...row, ...patch, version: row.version + 1 };
      });
    },

    /** An invited co-signer accepts or declines; the proposal's version moves so open editors refresh. */
    async respond(id: string, caller: Caller, accept: boolean): Promise<ProposalRow> {
      return inTransaction(db, async (trx) => {
        const row = await loadVisible(trx, id, caller);
        const signers = await listSigners(trx, row.id);
        const mine = signers.find((signer) => signer.userId === caller.id && !fromDbBool(signer.isFirst));
        if (!mine || mine.state !== 'invited') throw conflict('proposal.noInvitation');
        if (row.state !== 'cosigning')
          throw conflict('proposal.wrongState', {
            params: { state: stateKey(row.state), action: accept ? 'signer.accept' : 'signer.decline' },
          });
        const now = clock();
        await updateSigner(trx, row.id, caller.id, {
          state: accept ? 'accepted' : 'declined',
          answeredAt: now,
        });
        if (!(await updateVersioned(trx, 'proposals', row.id, row.version, { updatedAt: now })))
          throw conflict('proposal.changedMeanwhile');
        await todoService(trx, todoDeps).completeWorkflowTodos(row.id, 'cosign', caller.id);
        await event(
          trx,
          {
            proposalId: row.id,
            actorId: caller.id,
            action: accept ? 'cosign_accept' : 'cosign_decline',
            fromState: row.state,
            toState: row.state,
            comment: null,
          },
          now,
        );
        return { ...row, updatedAt: now, version: row.version + 1 };
      });
    },

    /** Batch 立案: each item in its own transaction; per-item results. */
    async batchRegister(
      caller: Caller,
      body: BatchRegisterBody,
      language: Language,
    ): Promise<BatchRegisterResult> {
      const results: BatchRegisterResult['results'] = [];
      for (const item of body.items) {
        try {
          const row = await transition(
            item.id,
            'register',
            { categoryCode: item.categoryCode },
            caller,
            item.version,
          );
          results.push({
            id: item.id,
            ok: true,
            number: row.number === null ? null : Number(row.number),
            error: null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id: item.id, ok: false, number: null, error: describeError(error, language) });
        }
      }
      return { results };
    },

    /** Earlier proposals with similar titles: the caller's own and the committee's registered records. */
    async similar(caller: Caller, q: string, excludeId?: string): Promise<SimilarProposals> {
      const fragments = titleFragments(q);
      if (fragments.length === 0) return { items: [] };
      const rows = await titlesMatchingAny(
        db,
        fragments,
        (eb) => eb.or([visibleTo(caller)(eb), eb('proposals.state', 'in', RECORD_STATES)]),
        excludeId,
        200,
      );
      const scored = rows
        .map((row) => ({
          row,
          score: fragments.filter((fragment) => row.title.toLowerCase().includes(fragment)).length,
        }))
        .sort((a, b) => b.score - a.score);
      return {
        items: scored.slice(0, 5).map(({ row }) => ({
          id: row.id,
          title: row.title,
          number: row.number === null ? null : Number(row.number),
          sessionName: row.sessionName,
          state: row.state as ProposalState,
        })),
      };
    },

    /** Masters for 并案: submitted or registered proposals of the same session, by title or number. */
    async mergeCandidates(caller: Caller, excludeId: string, q: string): Promise<SimilarProposals> {
      const row = await loadVisible(db, excludeId, caller);
      let query = db
        .selectFrom('proposals')
        .innerJoin('sessions', 'sessions.id', 'proposals.sessionId')
        .select([
          'proposals.id',
          'proposals.title',
          'proposals.number',
          'proposals.state',
          'sessions.name as sessionName',
        ])
        .where('proposals.sessionId', '=', row.sessionId)
        .where('proposals.state', 'in', ['submitted', 'registered'])
        .where('proposals.id', '!=', row.id);
      if (q) {
        const number = /^\d+$/.test(q) ? Number(q) : undefined;
        query = query.where((eb) =>
          eb.or([
            eb('proposals.title', 'like', `%${q.replace(/[\\%_]/g, '')}%`),
            ...(number === undefined ? [] : [eb('proposals.number', '=', number)]),
          ]),
        );
      }
      const rows = await query.orderBy('proposals.updatedAt', 'desc').limit(20).execute();
      return {
        items: rows.map((candidate) => ({
          id: candidate.id,
          title: candidate.title,
          number: candidate.number === null ? null : Number(candidate.number),
          sessionName: candidate.sessionName,
          state: candidate.state as ProposalState,
        })),
      };
    },

    async members(q: string | undefined): Promise<MemberPicker> {
      const rows = await membersMatching(db, q);
      return {
        items: rows.map((row) => ({
          id: row.id,
          displayName: row.displayName,
          sector: sectorOf(row.memberProfile),
        })),
      };
    },
  };
}
export type ProposalsService = ReturnType<typeof proposalsService>;
