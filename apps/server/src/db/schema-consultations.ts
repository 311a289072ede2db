import type { DbBool, Id, IsoTime } from './values';

/** Consultation meetings 面商 (migration 0031, issue 28 §1). */
export interface ConsultationsTable {
  id: Id;
  taskId: Id;
  proposalId: Id;
  unitId: Id;
  /** CONSULTATION_FORMATS: talk | forum | conference. */
  format: string;
  /** CONSULTATION_STATES. */
  state: string;
  /** The slots' round: 1, then one more each time the unit offers new slots. */
  round: number;
  version: number;
  fixedSlotId: Id | null;
  /** The fixed slot's start (calendar, reminders); null until fixed. */
  startsAt: IsoTime | null;
  /** The day-before reminder's claim. */
  remindedAt: IsoTime | null;
  minutesAttendees: string | null;
  minutesAgreed: string | null;
  minutesBy: Id | null;
  minutesAt: IsoTime | null;
  /** The task's communication record the minutes became. */
  communicationId: Id | null;
  createdBy: Id;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface ConsultationSlotsTable {
  id: Id;
  consultationId: Id;
  round: number;
  /** 1-based order in its round. */
  position: number;
  startsAt: IsoTime;
  endsAt: IsoTime;
  remote: DbBool;
  place: string;
  agenda: string;
}

/** One row per invitee; the answer columns hold the current round's answer (null: not answered). */
export interface ConsultationInviteesTable {
  consultationId: Id;
  userId: Id;
  /** CONSULTATION_INVITEE_ROLES. */
  role: string;
  position: number;
  /** accepted | another | null */
  answer: string | null;
  slotId: Id | null;
  note: string | null;
  answeredAt: IsoTime | null;
}

export interface ConsultationTables {
  consultations: ConsultationsTable;
  consultationSlots: ConsultationSlotsTable;
  consultationInvitees: ConsultationInviteesTable;
}
