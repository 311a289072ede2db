import {
  addCalendarDays,
  authRoles,
  CALENDAR_TIME_ZONE,
  hasAccess,
  LANDING_PATHS,
  toZoneDay,
  workflowLinks,
  type ProposalDate,
  type ProposalDateKind,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../auth/guard';
import { meetingDates } from '../consultation/calendar';
import { evaluationsService } from '../evaluations/service';
import { proposalsService } from '../proposals/service';
import { sessionsService } from '../sessions/service';
import { taskReads } from '../tasks/reads';
import { ACTIVE_TASK_STATES } from '../tasks/repository';
import { todoService } from '../todo-app/service';

interface Deps {
  dialect: 'sqlite' | 'postgres';
}

/** How many of a unit's tasks the layer reads at most (pages of the tasks list). */
const TASK_PAGES = 5;
const PAGE_SIZE = 100;

/** A deadline is a day in the committee's zone: an all-day entry from that day to the next. */
function onDay(
  id: string,
  kind: ProposalDateKind,
  at: string,
  rest: Pick<ProposalDate, 'subject' | 'proposalNumber' | 'link'>,
): ProposalDate {
  const day = toZoneDay(at, CALENDAR_TIME_ZONE);
  return { id: `${kind}:${id}`, kind, allDay: true, start: day, end: addCalendarDays(day, 1), ...rest };
}

/** A unit's open tasks: their due dates, and the due date an extension request asks for. */
async function unitDates(db: Kysely<DB>, deps: Deps, caller: Caller): Promise<ProposalDate[]> {
  const reads = taskReads(db, deps);
  const dates: ProposalDate[] = [];
  for (let page = 1; page <= TASK_PAGES; page += 1) {
    const list = await reads.list(caller, { type: 'all', page, pageSize: PAGE_SIZE });
    for (const task of list.items) {
      // Only the unit's own tasks that can still fall due (not its partners', not replied ones).
      if (task.unit.id !== caller.unitId || !ACTIVE_TASK_STATES.includes(task.state)) continue;
      const rest = {
        subject: task.proposal.title,
        proposalNumber: task.proposal.number,
        link: workflowLinks.unitTask(task.proposal.id),
      };
      if (task.dueDate) dates.push(onDay(task.id, 'taskDue', task.dueDate, rest));
      if (task.extensionRequested) {
        const detail = await reads.detail(task.id, caller);
        if (detail.extensionRequestedDueDate)
          dates.push(onDay(task.id, 'extensionDue', detail.extensionRequestedDueDate, rest));
      }
    }
    if (page * PAGE_SIZE >= list.total) break;
  }
  return dates;
}

/** A member's open evaluations (the workflow's 评价 to-dos) and the end of each evaluation window. */
async function memberDates(db: Kysely<DB>, deps: Deps, caller: Caller): Promise<ProposalDate[]> {
  const todos = await todoService(db).list(caller.id);
  const proposalIds = [
    ...new Set(
      todos
        .filter((todo) => todo.kind === 'workflow' && todo.action === 'evaluate' && todo.proposalId)
        .map((todo) => todo.proposalId as string),
    ),
  ];
  const dates: ProposalDate[] = [];
  for (const proposalId of proposalIds) {
    const proposal = await proposalsService(db, deps).loadVisible(proposalId, caller);
    const status = await evaluationsService(db, deps).ofProposal(proposalId, caller);
    if (!status.windowEndsAt || !status.pendingSigners.some((signer) => signer.id === caller.id)) continue;
    dates.push(
      onDay(proposalId, 'evaluationDue', status.windowEndsAt, {
        subject: proposal.title,
        proposalNumber: proposal.number === null ? null : Number(proposal.number),
        link: workflowLinks.proposal(proposalId),
      }),
    );
  }
  return dates;
}

/** For staff: every session's submission window and plenary days. */
async function sessionDates(db: Kysely<DB>, caller: Caller): Promise<ProposalDate[]> {
  const link = hasAccess(authRoles.admin, caller.roles) ? '/apps/admin/sessions' : LANDING_PATHS.staff;
  const dates: ProposalDate[] = [];
  for (const session of await sessionsService(db).list()) {
    const rest = { subject: session.name, proposalNumber: null, link };
    if (session.submissionOpensAt)
      dates.push(onDay(session.id, 'submissionOpens', session.submissionOpensAt, rest));
    if (session.submissionClosesAt)
      dates.push(onDay(session.id, 'submissionCloses', session.submissionClosesAt, rest));
    if (session.plenaryStartsAt) {
      const first = toZoneDay(session.plenaryStartsAt, CALENDAR_TIME_ZONE);
      const last = session.plenaryEndsAt ? toZoneDay(session.plenaryEndsAt, CALENDAR_TIME_ZONE) : first;
      dates.push({
        id: `plenary:${session.id}`,
        kind: 'plenary',
        allDay: true,
        start: first,
        end: addCalendarDays(last < first ? first : last, 1),
        ...rest,
      });
    }
  }
  return dates;
}

/**
 * The caller's proposal dates, read through the proposal modules' own services and so under their
 * visibility rules: a unit sees its tasks, a member their evaluations, staff the sessions; everyone the
 * consultation meetings they take part in.
 */
export async function proposalDates(db: Kysely<DB>, deps: Deps, caller: Caller): Promise<ProposalDate[]> {
  const dates: ProposalDate[] = [];
  if (caller.roles.includes('undertaker') && caller.unitId)
    dates.push(...(await unitDates(db, deps, caller)));
  if (caller.roles.includes('members')) dates.push(...(await memberDates(db, deps, caller)));
  if (hasAccess(authRoles.staff, caller.roles)) dates.push(...(await sessionDates(db, caller)));
  // Consultation meetings (面商) of every participant: the unit's clerks and the invitees.
  dates.push(...(await meetingDates(db, caller)));
  return dates.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
