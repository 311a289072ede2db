import {
  CALENDAR_TIME_ZONE,
  toZoneWallTime,
  workflowLinks,
  type NotificationKind,
  type NotificationParams,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool } from '../../db/values';
import { sendNotices, type Notice } from '../tasks/notices';
import {
  inviteesWithNames,
  proposalHeadings,
  unitNamesOf,
  type ConsultationRow,
  type SlotRow,
} from './repository';

/** `2026-05-12 09:30`: a meeting's time as the committee's clocks show it (notices, SMS). */
export function meetingTimeText(iso: string): string {
  return toZoneWallTime(iso, CALENDAR_TIME_ZONE).slice(0, 16).replace('T', ' ');
}

/** Where: the place, or by phone/video with how to join. SMS go out in Chinese. */
export function meetingPlaceText(slot: Pick<SlotRow, 'remote' | 'place'>): string {
  if (!fromDbBool(slot.remote)) return slot.place;
  return slot.place ? `电话/视频（${slot.place}）` : '电话/视频';
}

/** The parameters every consultation notice names: the proposal and the unit (and the meeting, once fixed). */
export async function noticeParams(
  db: Kysely<DB>,
  row: ConsultationRow,
  slot?: SlotRow,
): Promise<Partial<NotificationParams>> {
  const [[proposal], [unit]] = await Promise.all([
    proposalHeadings(db, [row.proposalId]),
    unitNamesOf(db, [row.unitId]),
  ]);
  return {
    proposalNumber: proposal?.number === null || proposal === undefined ? '' : String(proposal.number),
    proposalTitle: proposal?.title ?? '',
    unitName: unit?.name ?? '',
    ...(slot ? { meetingTime: meetingTimeText(slot.startsAt), meetingPlace: meetingPlaceText(slot) } : {}),
  };
}

/** Invitees open the proposal's page (their invitation card is there); the unit its task page. */
function inviteeNotice(
  row: ConsultationRow,
  userIds: string[],
  kind: NotificationKind,
  params: Partial<NotificationParams>,
): Notice {
  return { to: { userIds }, kind, params, link: workflowLinks.proposal(row.proposalId) };
}
function unitNotice(
  row: ConsultationRow,
  kind: NotificationKind,
  params: Partial<NotificationParams>,
): Notice {
  return { to: { unitId: row.unitId }, kind, params, link: workflowLinks.unitTask(row.proposalId) };
}

/** Invitations (a new meeting or new slots): every invitee. */
export async function notifyInvitees(db: Kysely<DB>, row: ConsultationRow, now: string): Promise<void> {
  const invitees = await inviteesWithNames(db, [row.id]);
  const params = await noticeParams(db, row);
  const ids = invitees.map((invitee) => invitee.userId);
  await sendNotices(db, [inviteeNotice(row, ids, 'consultation_invited', params)], now);
}

/** An invitee asks for another time: the unit's clerks are told, with the note. */
export async function notifyUnit(
  db: Kysely<DB>,
  row: ConsultationRow,
  kind: NotificationKind,
  extra: Partial<NotificationParams>,
  now: string,
): Promise<void> {
  const params = { ...(await noticeParams(db, row)), ...extra };
  await sendNotices(db, [unitNotice(row, kind, params)], now);
}

/** The meeting's participants (every invitee and the unit's clerks): when it is fixed, the day before. */
export async function notifyParticipants(
  db: Kysely<DB>,
  row: ConsultationRow,
  slot: SlotRow,
  kind: NotificationKind,
  now: string,
): Promise<void> {
  const invitees = await inviteesWithNames(db, [row.id]);
  const params = await noticeParams(db, row, slot);
  const ids = invitees.map((invitee) => invitee.userId);
  await sendNotices(db, [inviteeNotice(row, ids, kind, params), unitNotice(row, kind, params)], now);
}
