import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  CONSULTATION_FORMATS,
  consultationCreateBodySchema,
  fromZoneWallTime,
  toZoneWallTime,
  type ConsultationCreateBody,
  type ConsultationFormat,
} from '@cppcc/contracts';
import { z } from 'zod';

/** One slot as typed: a day and a time on the committee's clock (Beijing), whatever the phone's zone. */
export interface SlotInput {
  day: string;
  time: string;
  durationMinutes: string;
  remote: boolean;
  place: string;
  agenda: string;
}
export interface SlotsFormInput {
  format: ConsultationFormat | '';
  slots: SlotInput[];
}

const DURATIONS = ['30', '60', '90', '120', '180'] as const;
export const SLOT_DURATIONS: readonly string[] = DURATIONS;

/** A new slot: the next working morning after `now`, 09:30, an hour and a half. */
export function emptySlot(now: Date, offsetDays = 1): SlotInput {
  const today = toZoneWallTime(now, CALENDAR_TIME_ZONE).slice(0, 10);
  return {
    day: addCalendarDays(today, offsetDays),
    time: '09:30',
    durationMinutes: '90',
    remote: false,
    place: '',
    agenda: '',
  };
}

export const emptySlotsForm = (now: Date): SlotsFormInput => ({ format: 'talk', slots: [emptySlot(now)] });

/** The instant a typed day and time stand for (null when either is not a valid value). */
export function slotStart(slot: Pick<SlotInput, 'day' | 'time'>): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slot.day) || !/^\d{2}:\d{2}$/.test(slot.time)) return null;
  try {
    return fromZoneWallTime(`${slot.day}T${slot.time}`, CALENDAR_TIME_ZONE);
  } catch {
    return null;
  }
}

/** The request body of the typed slots (the contract's schema checks it after). */
export function slotsBody(
  form: SlotsFormInput,
): ConsultationCreateBody | { format: string; slots: unknown[] } {
  return {
    format: form.format,
    slots: form.slots.map((slot) => ({
      startsAt: slotStart(slot) ?? '',
      durationMinutes: Number(slot.durationMinutes),
      remote: slot.remote,
      place: slot.place.trim(),
      agenda: slot.agenda.trim(),
    })),
  };
}

/**
 * The form's schema: a slot's time must be later than `now` (as the server says, on the slot's day),
 * then the contract's schema decides the rest — its messages land on the fields (`slots.0.place` …).
 */
export const slotsFormSchema = (now: () => Date): z.ZodType<ConsultationCreateBody, SlotsFormInput> =>
  z
    .object({
      format: z.union([z.enum(CONSULTATION_FORMATS), z.literal('')]),
      slots: z.array(
        z.object({
          day: z.string(),
          time: z.string(),
          durationMinutes: z.string(),
          remote: z.boolean(),
          place: z.string(),
          agenda: z.string(),
        }),
      ),
    })
    .superRefine((form, context) => {
      form.slots.forEach((slot, index) => {
        const start = slotStart(slot);
        if (start === null)
          context.addIssue({ code: 'custom', path: ['slots', index, 'day'], message: 'validation.invalid' });
        else if (start <= now().toISOString())
          context.addIssue({
            code: 'custom',
            path: ['slots', index, 'day'],
            message: 'consultation.slotInPast',
          });
      });
    })
    .transform((form): unknown => slotsBody(form))
    .pipe(consultationCreateBodySchema);

/** Where a server's field path lands on the form: a slot's start is typed as its day and time. */
export function formFieldOf(path: string): string {
  const match = /^(?:body\.)?(slots\.\d+)\.(startsAt|durationMinutes|remote|place|agenda)$/.exec(path);
  if (match) return `${match[1]}.${match[2] === 'startsAt' ? 'day' : match[2]}`;
  return path.replace(/^body\./, '');
}
