import {
  availableActions,
  taskMachine,
  TASK_LIST_TYPES,
  UNIT_LIST_TYPES,
  type CommunicationMethod,
  type HandlingMode,
  type ProposalState,
  type ProposalTasks,
  type ReplyState,
  type TaskCounts,
  type TaskDetail,
  type TaskList,
  type TaskListQuery,
  type TaskAction,
  type TaskRole,
  type TaskState,
  type TaskSummary,
  type Language,
  type UnitSuggestions,
  type WorkflowSettings,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/values';
import { notFound } from '../../http/errors';
import { findProposal, isStaff } from '../proposals/repository';
import { proposalsService } from '../proposals/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { isMine, loadVisibleTask, taskActorKinds } from './access';
import { defaultDueDate } from './assign';
import { addDays } from '../../lib/dates';
import { suggestionsService } from '../suggestions/service';
import {
  ACTIVE_TASK_STATES,
  approvedReplyIds,
  communicationsOfTask,
  countTasks,
  findTaskSummary,
  listTasks,
  opinionsOfReply,
  type OpinionWithNames,
  replyOfTask,
  taskSummariesOfProposal,
  tasksOfProposal,
  type TaskSummaryRow,
  taskExportBatch,
  type TaskListFilter,
} from './repository';
import { adjustmentWindowEnd, latestDueDate } from './deadlines';
import { unitHasApprover } from './approval';
import type { Caller } from '../auth/guard';
import type { SortCursor } from '../../db/keyset';
import { keysetBatches } from '../../lib/xlsx-export';

export function toTaskSummary(row: TaskSummaryRow, now: string, soon: string): TaskSummary {
  const active = ACTIVE_TASK_STATES.includes(row.state as TaskState);
  const overdue = active && row.dueDate !== null && row.dueDate < now;
  return {
    id: row.id,
    state: row.state as TaskState,
    role: row.role as TaskRole,
    unit: { id: row.unitId, name: row.unitName },
    dueDate: row.dueDate,
    dueSoon: active && !overdue && row.dueDate !== null && row.dueDate <= soon,
    overdue,
    extensionRequested: row.extensionRequestedDueDate !== null,
    round: Number(row.round),
    signedAt: row.signedAt,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: Number(row.version),
    proposal: {
      id: row.proposalId,
      number: row.proposalNumber === null ? null : Number(row.proposalNumber),
      title: row.proposalTitle,
      state: row.proposalState as ProposalState,
      sessionName: row.sessionName,
      categoryCode: row.proposalCategory,
      firstProposer: { id: row.proposerId, displayName: row.proposerName },
    },
    handlingMode: (row.handlingMode as HandlingMode | null) ?? null,
  };
}

/** Of the two ways to submit a reply, only the one the unit has: through its 签发人, or straight on. */
async function submitsOffered(db: Kysely<DB>, unitId: string, actions: TaskAction[]): Promise<TaskAction[]> {
  if (!actions.includes('submit_reply') && !actions.includes('submit_for_approval')) return actions;
  const withApprover = await unitHasApprover(db, unitId);
  return actions.filter((action) =>
    action === 'submit_reply' ? !withApprover : action === 'submit_for_approval' ? withApprover : true,
  );
}

/** Reads of the unit tasks API: lists, counts, detail, a proposal's tasks, unit suggestions. */
/** 会签意见 as the API shows them: the lead unit and staff read every co-unit's opinion; a co-unit only its own. */
export function opinionViews(opinions: OpinionWithNames[], caller: Caller, seesAll: boolean) {
  return opinions
    .filter((item) => seesAll || item.unitId === caller.unitId)
    .map((item) => ({
      id: item.id,
      unit: { id: item.unitId, name: item.unitName },
      opinion: item.opinion,
      author: { id: item.authorId, displayName: item.authorName },
      createdAt: item.createdAt,
    }));
}

/** A task list's filter without its paging: what its export walks. */
export type TaskExportFilter = Omit<TaskListFilter, 'page' | 'pageSize'>;

export function taskReads(db: Kysely<DB>, deps: { dialect: 'sqlite' | 'postgres' }) {
  const settings = () => workflowSettingsService(db).get();
  const window = (workflow: WorkflowSettings) => {
    const now = nowIso();
    return { now, soon: addDays(now, workflow.overdueWarningDays) };
  };

  async function detail(taskId: string, caller: Caller): Promise<TaskDetail> {
    const workflow = await settings();
    const { now, soon } = window(workflow);
    const task = await loadVisibleTask(db, taskId, caller);
    const [row, proposal, siblings] = await Promise.all([
      findTaskSummary(db, task.id),
      findProposal(db, task.proposalId),
      taskSummariesOfProposal(db, task.proposalId),
    ]);
    if (!row || !proposal) throw notFound();
    const mine = isMine(caller, task) || isStaff(caller);
    const lead = siblings.find((sibling) => sibling.role === 'lead');
    // A co-unit reads the lead's reply once the lead sent it; the lead and 分办 units their own.
    const ownReply = task.role === 'co' ? undefined : await replyOfTask(db, task.id, task.round);
    const leadReply =
      task.role === 'co' && lead && lead.state !== 'new'
        ? await replyOfTask(db, lead.id, task.round)
        : undefined;
    const reply = ownReply ?? (leadReply && leadReply.state !== 'draft' ? leadReply : undefined);
    const opinionsReply = task.role === 'co' ? leadReply : ownReply;
    const seesAllOpinions = isStaff(caller) || (lead !== undefined && lead.unitId === caller.unitId);
    const [communications, opinions] = await Promise.all([
      mine ? communicationsOfTask(db, task.id) : Promise.resolve([]),
      opinionsReply ? opinionsOfReply(db, opinionsReply.id) : Promise.resolve([]),
    ]);
    return {
      ...toTaskSummary(row, now, soon),
      previousState: (task.previousState as TaskState | null) ?? null,
      adjustmentReason: task.adjustmentReason,
      adjustmentComment: task.adjustmentComment,
      extensionReason: task.extensionReason,
      extensionRequestedDueDate: task.extensionRequestedDueDate,
      rejectionReason: task.rejectionReason,
      latestDueDate: latestDueDate(proposal, workflow),
      adjustmentWindowEndsAt: adjustmentWindowEnd(task, workflow),
      reply: reply
        ? { id: reply.id, state: reply.state as ReplyState, version: Number(reply.version) }
        : null,
      communications: communications.map((item) => ({
        id: item.id,
        method: item.method as CommunicationMethod,
        date: item.date,
        participants: item.participants,
        notes: item.notes,
        createdBy: { id: item.createdBy, displayName: item.authorName },
        createdAt: item.createdAt,
      })),
      opinions: opinionViews(opinions, caller, seesAllOpinions),
      siblings: siblings
        .filter((sibling) => sibling.id !== task.id)
        .map((sibling) => ({
          id: sibling.id,
          unit: { id: sibling.unitId, name: sibling.unitName },
          role: sibling.role as TaskRole,
          state: sibling.state as TaskState,
          dueDate: sibling.dueDate,
        })),
      // `send_opinion` needs the lead's draft (the service's `draft_sent` check): not offered before it comes;
      // a reply goes to the committee or to the unit's 签发人, whichever the unit has (needs.ts checks it).
      allowedActions: await submitsOffered(
        db,
        task.unitId,
        availableActions(
          taskMachine,
          task.state as TaskState,
          taskActorKinds(caller, task, proposal.handlingMode as HandlingMode | null),
        ).filter((action) => action !== 'send_opinion' || lead?.state === 'countersigning'),
      ),
      isMine: isMine(caller, task),
    };
  }

  return {
    detail,

    /** The caller's unit's task on a proposal (the seed's /undertaker/undertaker/detail/{proposalGUID}). */
    async myTask(proposalId: string, caller: Caller): Promise<TaskDetail> {
      if (!caller.unitId) throw notFound();
      // The latest round's task first: after a re-handling the unit works on round 2.
      const task = (await tasksOfProposal(db, proposalId))
        .filter((row) => row.unitId === caller.unitId)
        .sort((a, b) => Number(b.round) - Number(a.round))[0];
      if (!task) throw notFound();
      return detail(task.id, caller);
    },

    /** What `list` shows for the same filter, all of it, a batch at a time (the list's export). */
    async *exportRows(caller: Caller, filter: TaskExportFilter): AsyncGenerator<readonly TaskSummary[]> {
      const { now, soon } = window(await settings());
      const batches = keysetBatches(
        (after: SortCursor | undefined, limit) =>
          taskExportBatch(db, caller, filter, { now, soon }, after, limit),
        (row) => ({ value: row.dueDate, id: row.id }),
      );
      for await (const rows of batches) yield rows.map((row) => toTaskSummary(row, now, soon));
    },

    async list(caller: Caller, query: TaskListQuery): Promise<TaskList> {
      const { now, soon } = window(await settings());
      const { rows, total } = await listTasks(db, caller, query, now, soon);
      return {
        items: rows.map((row) => toTaskSummary(row, now, soon)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async counts(
      caller: Caller,
      filter: { unitId?: string | undefined; sessionId?: string | undefined },
    ): Promise<TaskCounts> {
      const { now, soon } = window(await settings());
      const types = isStaff(caller) ? TASK_LIST_TYPES : UNIT_LIST_TYPES;
      const counts = await countTasks(db, caller, types, filter, now, soon);
      return {
        counts: Object.fromEntries(
          TASK_LIST_TYPES.map((type) => [type, counts[type] ?? 0]),
        ) as TaskCounts['counts'],
      };
    },

    /** Every (not cancelled) task of a proposal the caller may see. */
    async ofProposal(proposalId: string, caller: Caller): Promise<ProposalTasks> {
      await proposalsService(db, deps).loadVisible(proposalId, caller);
      const { now, soon } = window(await settings());
      const [rows, replies] = await Promise.all([
        taskSummariesOfProposal(db, proposalId),
        approvedReplyIds(db, proposalId),
      ]);
      return {
        items: rows.map((row) => ({
          ...toTaskSummary(row, now, soon),
          approvedReplyId: replies.get(row.id) ?? null,
        })),
      };
    },

    /**
     * Units for an assignment, ranked from the office's history with a reason each (issue 28 §4,
     * modules/suggestions), and the due date an assignment made now would get.
     */
    async unitSuggestions(proposalId: string, caller: Caller, language: Language): Promise<UnitSuggestions> {
      const [items, workflow] = await Promise.all([
        suggestionsService(db, deps.dialect).units(proposalId, caller, language),
        settings(),
      ]);
      return { items, defaultDueDate: defaultDueDate(nowIso(), workflow) };
    },
  };
}
