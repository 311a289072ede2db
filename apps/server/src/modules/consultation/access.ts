import {
  availableActions,
  consultationMachine,
  type ConsultationAction,
  type ConsultationActor,
  type ConsultationState,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Caller } from '../auth/guard';
import { isStaff } from '../proposals/repository';
import { findInvitee, type ConsultationRow, type InviteeRow } from './repository';

/** Whether the caller is a clerk of the unit that arranged the meeting (the task's unit). */
export function isUnitClerk(caller: Caller, row: Pick<ConsultationRow, 'unitId'>): boolean {
  return caller.roles.includes('undertaker') && caller.unitId !== null && caller.unitId === row.unitId;
}

/**
 * Who reads a meeting: its unit's clerks, its invitees, and the committee staff (who see every task).
 * Anyone else is answered as if it did not exist.
 */
export function mayRead(caller: Caller, row: ConsultationRow, invitee: InviteeRow | undefined): boolean {
  return isUnitClerk(caller, row) || invitee !== undefined || isStaff(caller);
}

/** The invitee the caller is; 404 to whoever may not read it, 403 to a reader who is not invited. */
export async function inviteeOrRefuse(
  db: Kysely<DB>,
  caller: Caller,
  row: ConsultationRow,
): Promise<InviteeRow> {
  const invitee = await findInvitee(db, row.id, caller.id);
  if (invitee) return invitee;
  if (mayRead(caller, row, undefined)) throw forbidden('consultation.notInvited');
  throw notFound();
}

/** The unit's clerk, or 404 (may not read) / 403 (reads it, but another unit's or staff's). */
export async function requireUnitClerk(db: Kysely<DB>, caller: Caller, row: ConsultationRow): Promise<void> {
  if (isUnitClerk(caller, row)) return;
  const invitee = await findInvitee(db, row.id, caller.id);
  if (mayRead(caller, row, invitee)) throw forbidden('task.notMine');
  throw notFound();
}

/** What the caller may do now: the machine's actions for who they are, less those already done. */
export function allowedActionsOf(
  caller: Caller,
  row: ConsultationRow,
  invitee: InviteeRow | undefined,
  now: string,
): ConsultationAction[] {
  const actors: ConsultationActor[] = [];
  if (isUnitClerk(caller, row)) actors.push('unit');
  if (invitee && invitee.answer === null) actors.push('invitee');
  return availableActions(consultationMachine, row.state as ConsultationState, actors).filter(
    (action) => action !== 'record_minutes' || (row.startsAt !== null && row.startsAt <= now),
  );
}
