/**
 * Test helpers that write workflow rows straight into the test database (no services): a unit, a session,
 * a registered proposal and its unit tasks in any state and with any due date — for jobs and readers that
 * only need the rows to exist.
 */
import type { TaskRole } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newId, nowIso, toDbBool, toDbJson } from '../db/values';
import { newTask } from '../modules/tasks/assign';

let counter = 0;

export async function insertUnit(db: Kysely<DB>, name = `测试单位${++counter}`): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('units')
    .values({ id, name, type: '政府', contactName: '', contactPhone: '', createdAt: now, updatedAt: now })
    .execute();
  return id;
}

export async function insertSession(db: Kysely<DB>): Promise<string> {
  const now = nowIso();
  const id = newId();
  counter += 1;
  await db
    .insertInto('sessions')
    .values({
      id,
      term: 15,
      meeting: 100 + counter,
      year: 2026,
      name: `十五届${counter}次会议`,
      submissionOpensAt: null,
      submissionClosesAt: null,
      plenaryStartsAt: null,
      plenaryEndsAt: null,
      isCurrent: toDbBool(false),
      nextNumber: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

export async function insertProposal(
  db: Kysely<DB>,
  input: { sessionId: string; firstProposerId: string; number: number; title: string },
): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('proposals')
    .values({
      id,
      sessionId: input.sessionId,
      number: input.number,
      title: input.title,
      analysis: '情况分析',
      suggestions: '具体建议',
      kind: 'individual',
      collectiveBody: null,
      categoryCode: null,
      isPlenary: toDbBool(false),
      suggestedUnitIds: toDbJson([]),
      publicity: 'public',
      privateReason: null,
      contactName: '',
      contactPhone: '',
      contactAddress: '',
      state: 'assigned',
      version: 1,
      isKey: toDbBool(false),
      keyLeaderId: null,
      isExcellent: toDbBool(false),
      isRehandling: toDbBool(false),
      reviewComment: null,
      notRegisteredReason: null,
      disposition: null,
      mergedIntoId: null,
      handlingMode: 'single',
      assignedAt: now,
      dueDate: null,
      signByDate: null,
      firstProposerId: input.firstProposerId,
      submittedAt: now,
      registeredAt: now,
      closedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

export async function insertTask(
  db: Kysely<DB>,
  input: { proposalId: string; unitId: string; state: string; dueDate: string | null; role?: string },
): Promise<string> {
  const row = newTask(
    input.proposalId,
    input.unitId,
    (input.role ?? 'lead') as TaskRole,
    input.dueDate ?? '',
    nowIso(),
  );
  await db
    .insertInto('tasks')
    .values({ ...row, state: input.state, dueDate: input.dueDate })
    .execute();
  return row.id;
}
