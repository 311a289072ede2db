import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  ConsultationInviteesTable,
  ConsultationSlotsTable,
  ConsultationsTable,
} from '../../db/schema-consultations';

/** SQL of the consultation meetings (面商): the meetings, their slots and invitees. */

export type ConsultationRow = Selectable<ConsultationsTable>;
export type SlotRow = Selectable<ConsultationSlotsTable>;
export type InviteeRow = Selectable<ConsultationInviteesTable>;

export function findConsultation(db: Kysely<DB>, id: string): Promise<ConsultationRow | undefined> {
  return db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the meeting's row for the rest of the transaction (PostgreSQL locks it; SQLite writes one
 * transaction at a time): concurrent answers, new slots and minutes of one meeting run one after another.
 */
export function lockConsultation(db: Kysely<DB>, id: string): Promise<ConsultationRow | undefined> {
  return db
    .updateTable('consultations')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The same for a task: two clerks arranging a meeting for one task at once get one meeting. */
export async function lockTask(db: Kysely<DB>, taskId: string): Promise<void> {
  await db
    .updateTable('tasks')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', taskId)
    .execute();
}

/** The optimistic write: false when someone changed the meeting since `version` was read. */
export async function updateConsultation(
  db: Kysely<DB>,
  id: string,
  version: number,
  patch: Omit<Updateable<ConsultationsTable>, 'id' | 'version'>,
): Promise<boolean> {
  const result = await db
    .updateTable('consultations')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function consultationsWhere(
  db: Kysely<DB>,
  column: 'taskId' | 'proposalId',
  id: string,
): Promise<ConsultationRow[]> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where(column, '=', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/** The task's meeting without minutes yet, if any (at most one). */
export function openConsultationOfTask(db: Kysely<DB>, taskId: string): Promise<ConsultationRow | undefined> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('state', '!=', 'minuted')
    .executeTakeFirst();
}

export async function insertConsultation(db: Kysely<DB>, row: Insertable<ConsultationsTable>): Promise<void> {
  await db.insertInto('consultations').values(row).execute();
}

export async function insertSlots(db: Kysely<DB>, rows: Insertable<ConsultationSlotsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('consultationSlots').values(rows).execute();
}

export async function insertInvitees(
  db: Kysely<DB>,
  rows: Insertable<ConsultationInviteesTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('consultationInvitees').values(rows).execute();
}

/** The slots of each meeting's current round, in order. */
export function currentSlots(db: Kysely<DB>, consultationIds: readonly string[]): Promise<SlotRow[]> {
  if (consultationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('consultationSlots')
    .innerJoin('consultations', 'consultations.id', 'consultationSlots.consultationId')
    .selectAll('consultationSlots')
    .where('consultationSlots.consultationId', 'in', consultationIds)
    .whereRef('consultationSlots.round', '=', 'consultations.round')
    .orderBy('consultationSlots.position')
    .execute();
}

export function inviteesWithNames(db: Kysely<DB>, consultationIds: readonly string[]) {
  if (consultationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('consultationInvitees')
    .innerJoin('users', 'users.id', 'consultationInvitees.userId')
    .selectAll('consultationInvitees')
    .select('users.displayName')
    .where('consultationInvitees.consultationId', 'in', consultationIds)
    .orderBy('consultationInvitees.position')
    .execute();
}
export type InviteeWithName = Awaited<ReturnType<typeof inviteesWithNames>>[number];

export function findInvitee(
  db: Kysely<DB>,
  consultationId: string,
  userId: string,
): Promise<InviteeRow | undefined> {
  return db
    .selectFrom('consultationInvitees')
    .selectAll()
    .where('consultationId', '=', consultationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Records an answer unless the invitee already gave one this round; true when this call recorded it. */
export async function recordAnswer(
  db: Kysely<DB>,
  consultationId: string,
  userId: string,
  answer: Pick<InviteeRow, 'answer' | 'slotId' | 'note' | 'answeredAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('consultationInvitees')
    .set(answer)
    .where('consultationId', '=', consultationId)
    .where('userId', '=', userId)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new round: nobody has answered it yet. */
export async function clearAnswers(db: Kysely<DB>, consultationId: string): Promise<void> {
  await db
    .updateTable('consultationInvitees')
    .set({ answer: null, slotId: null, note: null, answeredAt: null })
    .where('consultationId', '=', consultationId)
    .execute();
}

/** Names for the presenter: the people who arranged and minuted, the units, the proposals. */
export function displayNames(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'displayName']).where('id', 'in', ids).execute();
}

export function unitNamesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('units').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function proposalHeadings(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('proposals')
    .select(['id', 'number', 'title', 'isKey', 'keyLeaderId'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Meetings with a time that `userId` takes part in: as an invitee, or as a clerk of the unit (unitId).
 * For the calendar's proposal layer and its feed.
 */
export function meetingsOf(
  db: Kysely<DB>,
  userId: string,
  unitId: string | null,
): Promise<ConsultationRow[]> {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('state', 'in', ['fixed', 'minuted'])
    .where((eb) =>
      eb.or([
        ...(unitId ? [eb('consultations.unitId', '=', unitId)] : []),
        eb(
          'consultations.id',
          'in',
          eb
            .selectFrom('consultationInvitees')
            .select('consultationInvitees.consultationId')
            .where('consultationInvitees.userId', '=', userId),
        ),
      ]),
    )
    .orderBy('startsAt')
    .execute();
}

/** Fixed meetings starting in (from, to] whose day-before reminder is not sent yet. */
export function reminderCandidates(db: Kysely<DB>, from: string, to: string, limit: number) {
  return db
    .selectFrom('consultations')
    .selectAll()
    .where('state', '=', 'fixed')
    .where('remindedAt', 'is', null)
    .where('startsAt', '>', from)
    .where('startsAt', '<=', to)
    .orderBy('startsAt')
    .limit(limit)
    .execute();
}

/** The reminder's claim: true when this call set it (several servers race on the condition). */
export async function claimReminder(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('consultations')
    .set({ remindedAt: now })
    .where('id', '=', id)
    .where('remindedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
