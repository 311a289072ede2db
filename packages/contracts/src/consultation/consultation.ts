import { z } from 'zod';
import { personRefSchema } from '../proposals/proposals';
import { CONSULTATION_ACTIONS, CONSULTATION_STATES, type ConsultationState } from '../workflow/consultation';
import type { CommunicationMethod } from '../tasks/tasks';

/**
 * The consultation API (issue 28 §1, machine in workflow/consultation.ts).
 *
 * Decisions the issue leaves open, as a user of such a system would expect:
 * - one consultation at a time per task: a new one only once the last has its minutes;
 * - a slot is a start, a length, where (a place, or by phone/video with how to join) and an agenda;
 * - "the first proposer" is the 领衔人: their acceptance fixes the meeting at the slot they took;
 *   co-signers, the leader and staff answer for their own attendance (their calendars show it too);
 * - invitees who have not answered when the meeting is fixed cannot answer any more (it is fixed);
 * - participants are the unit's clerks and every invitee: all of them see it in their calendars and are
 *   told (notice + SMS) when it is fixed and the day before;
 * - minutes need the fixed slot's start to have passed; they are kept as a communication record of the
 *   task (method from the meeting's format, or phone for a remote meeting), never edited afterwards.
 */
export const CONSULTATION_LIMITS = {
  slots: 3,
  place: 200,
  agenda: 1000,
  note: 500,
  attendees: 500,
  agreed: 5000,
  minMinutes: 15,
  maxMinutes: 480,
} as const;

/** 面谈, 座谈会, 协商会 (proposal-workflow.md "consultation"). */
export const CONSULTATION_FORMATS = ['talk', 'forum', 'conference'] as const;
export type ConsultationFormat = (typeof CONSULTATION_FORMATS)[number];

/** The communication record the minutes become: a remote meeting is a phone/video call. */
export function communicationMethodOf(format: ConsultationFormat, remote: boolean): CommunicationMethod {
  if (remote) return 'phone';
  return format === 'talk' ? 'meeting' : 'forum';
}

/** Why someone is invited; `first_proposer` is the 领衔人 whose acceptance fixes the meeting. */
export const CONSULTATION_INVITEE_ROLES = ['first_proposer', 'proposer', 'leader', 'staff'] as const;
export type ConsultationInviteeRole = (typeof CONSULTATION_INVITEE_ROLES)[number];

export const CONSULTATION_ANSWERS = ['accepted', 'another'] as const;
export type ConsultationAnswer = (typeof CONSULTATION_ANSWERS)[number];

/** States in which the meeting has a time (calendar entries, reminders). */
export const CONSULTATION_FIXED_STATES: readonly ConsultationState[] = ['fixed', 'minuted'];

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const required = (max: number) => text(max).min(1, { error: 'validation.required' });
const isoTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });

export const consultationSlotInputSchema = z
  .object({
    startsAt: isoTime,
    durationMinutes: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(CONSULTATION_LIMITS.minMinutes, { error: 'consultation.durationRange' })
      .max(CONSULTATION_LIMITS.maxMinutes, { error: 'consultation.durationRange' }),
    /** By phone or video: `place` then says how to join (a number, a meeting id) and may be blank. */
    remote: z.boolean(),
    place: text(CONSULTATION_LIMITS.place),
    agenda: required(CONSULTATION_LIMITS.agenda),
  })
  .superRefine((slot, context) => {
    if (!slot.remote && slot.place === '')
      context.addIssue({ code: 'custom', message: 'consultation.placeRequired', path: ['place'] });
  });
export type ConsultationSlotInput = z.infer<typeof consultationSlotInputSchema>;

const slotsSchema = z
  .array(consultationSlotInputSchema)
  .min(1, { error: 'consultation.slotsRequired' })
  .max(CONSULTATION_LIMITS.slots, { error: 'consultation.tooManySlots' });

/** POST /api/tasks/:id/consultations: arrange one (the task's unit). */
export const consultationCreateBodySchema = z.object({
  format: z.enum(CONSULTATION_FORMATS, { error: 'validation.required' }),
  slots: slotsSchema,
});
export type ConsultationCreateBody = z.infer<typeof consultationCreateBodySchema>;

/** POST /api/consultations/:id/slots: new slots while nothing is fixed; clears the round's answers. */
export const consultationReslotBodySchema = z.object({ version: z.number().int(), slots: slotsSchema });
export type ConsultationReslotBody = z.infer<typeof consultationReslotBodySchema>;

/** POST /api/consultations/:id/answer: an invitee takes a slot or asks for another time. */
export const consultationAnswerBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    slotId: z.string().min(1, { error: 'validation.required' }).max(100),
  }),
  z.object({ action: z.literal('ask_another'), note: required(CONSULTATION_LIMITS.note) }),
]);
export type ConsultationAnswerBody = z.infer<typeof consultationAnswerBodySchema>;

/** POST /api/consultations/:id/minutes: after the meeting (the task's unit). */
export const consultationMinutesBodySchema = z.object({
  version: z.number().int(),
  attendees: required(CONSULTATION_LIMITS.attendees),
  agreed: required(CONSULTATION_LIMITS.agreed),
});
export type ConsultationMinutesBody = z.infer<typeof consultationMinutesBodySchema>;

export const consultationSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  remote: z.boolean(),
  place: z.string(),
  agenda: z.string(),
});
export type ConsultationSlot = z.infer<typeof consultationSlotSchema>;

export const consultationInviteeSchema = z.object({
  person: personRefSchema,
  role: z.enum(CONSULTATION_INVITEE_ROLES),
  answer: z.enum(CONSULTATION_ANSWERS).nullable(),
  /** The slot taken (accepted). */
  slotId: z.string().nullable(),
  note: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ConsultationInvitee = z.infer<typeof consultationInviteeSchema>;

export const consultationMinutesSchema = z.object({
  attendees: z.string(),
  agreed: z.string(),
  recordedBy: personRefSchema,
  recordedAt: z.string(),
});

export const consultationSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  proposal: z.object({
    id: z.string(),
    number: z.number().nullable(),
    title: z.string(),
    isKey: z.boolean(),
  }),
  unit: z.object({ id: z.string(), name: z.string() }),
  format: z.enum(CONSULTATION_FORMATS),
  state: z.enum(CONSULTATION_STATES),
  version: z.number(),
  /** The current round's slots (earlier rounds live in the event log). */
  slots: z.array(consultationSlotSchema),
  /** The slot the first proposer took; null until fixed. */
  fixedSlotId: z.string().nullable(),
  invitees: z.array(consultationInviteeSchema),
  minutes: consultationMinutesSchema.nullable(),
  createdBy: personRefSchema,
  createdAt: z.string(),
  /** What the caller may do now (from the machine and who they are). */
  allowedActions: z.array(z.enum(CONSULTATION_ACTIONS)),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationListSchema = z.object({ items: z.array(consultationSchema) });
export type ConsultationList = z.infer<typeof consultationListSchema>;

/**
 * GET /api/consultations/unit-figures: the caller's unit's consultation figures. `due`: open tasks
 * without minutes yet whose consultation period (the setting) has not run out; `overdue`: those past it;
 * null periods when the setting is off.
 */
export const consultationFiguresSchema = z.object({
  workingDays: z.number().nullable(),
  arranged: z.number(),
  fixed: z.number(),
  minuted: z.number(),
  due: z.number(),
  overdue: z.number(),
});
export type ConsultationFigures = z.infer<typeof consultationFiguresSchema>;

/** The slot the meeting was fixed at, if any. */
export function fixedSlotOf(
  consultation: Pick<Consultation, 'slots' | 'fixedSlotId'>,
): ConsultationSlot | null {
  return consultation.slots.find((slot) => slot.id === consultation.fixedSlotId) ?? null;
}
