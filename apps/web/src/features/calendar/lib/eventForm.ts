import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  calendarEventInputSchema,
  fromZoneWallTime,
  isCalendarDay,
  toZoneWallTime,
  type CalendarEvent,
  type CalendarEventInput,
} from '@cppcc/contracts';
import { z } from 'zod';

/**
 * The event dialog's fields as typed: Beijing wall time (`YYYY-MM-DDTHH:mm`, a datetime-local input) for a
 * timed event; days (`YYYY-MM-DD`) for an all-day one, the end day INCLUDED as people count it (the stored
 * end is the day after).
 */
export interface EventForm {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
}

export const EVENT_FORM_FIELDS = ['title', 'allDay', 'start', 'end', 'desc'] as const;

const wallOf = (iso: string) => toZoneWallTime(iso, CALENDAR_TIME_ZONE).slice(0, 16);

export function eventFormOf(
  event: Pick<CalendarEvent, 'title' | 'allDay' | 'start' | 'end' | 'desc'>,
): EventForm {
  return {
    title: event.title,
    allDay: event.allDay,
    start: event.allDay ? event.start : wallOf(event.start),
    end:
      event.allDay && isCalendarDay(event.end)
        ? addCalendarDays(event.end, -1)
        : event.allDay
          ? event.end
          : wallOf(event.end),
    desc: event.desc ?? '',
  };
}

/** The fields when "all day" is switched: days keep their date, times get office hours. */
export function switchAllDay(
  form: Pick<EventForm, 'start' | 'end'>,
  allDay: boolean,
): Pick<EventForm, 'start' | 'end'> {
  if (allDay) return { start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  const start = form.start.slice(0, 10);
  const end = form.end.slice(0, 10) || start;
  return { start: start && `${start}T09:00`, end: end && `${end}T10:00` };
}

/** A typed wall time as a UTC instant; what cannot be read goes on as typed, for the schema to name. */
function instantOf(wall: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return wall;
  try {
    return fromZoneWallTime(wall, CALENDAR_TIME_ZONE);
  } catch {
    return wall;
  }
}

export function bodyOf(form: EventForm): CalendarEventInput {
  const desc = form.desc.trim();
  return {
    title: form.title,
    allDay: form.allDay,
    start: form.allDay ? form.start : instantOf(form.start),
    end: form.allDay
      ? isCalendarDay(form.end)
        ? addCalendarDays(form.end, 1)
        : form.end
      : instantOf(form.end),
    ...(desc ? { desc } : {}),
  };
}

/** The form checked by the contract's own schema (one rule, as the server checks it). */
export const eventFormSchema = z
  .object({ title: z.string(), allDay: z.boolean(), start: z.string(), end: z.string(), desc: z.string() })
  .transform((form): unknown => bodyOf(form))
  .pipe(calendarEventInputSchema);
