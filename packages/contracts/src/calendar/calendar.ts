import { z } from 'zod';
import { addCalendarDays, CALENDAR_TIME_ZONE, toZoneDay } from './zone';

/**
 * The calendar app of seed 001 (/apps/calendar, /api/calendar-app/*): each signed-in user's own events
 * with the seed's fields (id, title, allDay, start, end, optional desc) and its four calls, each write
 * answering the whole list.
 *
 * Decisions where the seed says nothing:
 * - A timed event's `start`/`end` are instants, ISO-8601 UTC (`2026-11-25T01:30:00.000Z`); screens show
 *   them in the committee's zone, CALENDAR_TIME_ZONE, whatever the reader's device says.
 * - An all-day event's `start`/`end` are dates (`2026-11-25`) with `end` exclusive (the day after the
 *   last day), as FullCalendar and iCalendar count them: a one-day event ends the next day.
 * - `end` is after `start`; the 400 names `end` (`calendar.endBeforeStart`).
 * - Beyond the template: the user's proposal dates as a read-only layer (GET proposal-dates) and an
 *   iCalendar feed at a secret address per user (GET feed, POST feed/regenerate, GET ics/{token}.ics).
 * - Clients written for the template (issue 31 §2) are met where they differ, by normalising to the form
 *   above before the rules run: an `id` in `newEvent` is dropped (the server makes its own), an RFC 3339
 *   offset (`+08:00`) is read as the instant it names, an all-day event's full timestamp is taken as its
 *   day in CALENDAR_TIME_ZONE, and an all-day event ending on its start day lasts that one day.
 */
export const CALENDAR_LIMITS = { title: 200, desc: 2000, events: 1000 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** A real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real UTC instant written as ISO-8601 with `Z`. */
export function isUtcInstant(value: string): boolean {
  if (!INSTANT.test(value)) return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === value.slice(0, 16);
}

const eventFields = {
  title: z
    .string({ error: 'calendar.titleRequired' })
    .trim()
    .min(1, { error: 'calendar.titleRequired' })
    .max(CALENDAR_LIMITS.title, { error: 'validation.tooLong' }),
  allDay: z.boolean({ error: 'validation.invalid' }),
  start: z.string({ error: 'calendar.startRequired' }).min(1, { error: 'calendar.startRequired' }),
  end: z.string({ error: 'calendar.endRequired' }).min(1, { error: 'calendar.endRequired' }),
  desc: z.string().trim().max(CALENDAR_LIMITS.desc, { error: 'validation.tooLong' }).optional(),
};

interface Span {
  allDay: boolean;
  start: string;
  end: string;
}

/** The one rule of an event's span: days for all-day events, UTC instants otherwise, end after start. */
export function checkEventSpan(span: Span, ctx: z.RefinementCtx): void {
  const valid = span.allDay ? isCalendarDay : isUtcInstant;
  const message = span.allDay ? 'calendar.dayInvalid' : 'calendar.timeInvalid';
  let ok = true;
  for (const field of ['start', 'end'] as const) {
    if (!valid(span[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message, input: span[field] });
      ok = false;
    }
  }
  if (ok && new Date(span.end).getTime() <= new Date(span.start).getTime())
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendar.endBeforeStart', input: span.end });
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/** A timestamp with its zone (`Z` or an offset) as the UTC instant it names; anything else as it came. */
function asInstant(value: unknown): unknown {
  // `Date` rolls 30 February over into March; such a day stays as it came, for the rule to refuse.
  if (typeof value !== 'string' || !RFC3339.test(value) || !isCalendarDay(value.slice(0, 10))) return value;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/**
 * The template's form of an event brought to ours (see the header); what is not an event object, or not
 * recognisably one of those forms, passes unchanged so the rules below name the field that is wrong.
 */
export function normaliseTemplateEvent(value: unknown, keepId: boolean): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { id, ...rest } = value as Record<string, unknown>;
  const event: Record<string, unknown> = keepId && id !== undefined ? { id, ...rest } : rest;
  if (event['allDay'] === true) {
    for (const field of ['start', 'end'] as const) {
      const instant = asInstant(event[field]);
      if (typeof instant === 'string' && isUtcInstant(instant))
        event[field] = toZoneDay(instant, CALENDAR_TIME_ZONE);
    }
    if (
      typeof event['start'] === 'string' &&
      event['end'] === event['start'] &&
      isCalendarDay(event['start'])
    )
      event['end'] = addCalendarDays(event['start'], 1);
  } else if (event['allDay'] === false) {
    event['start'] = asInstant(event['start']);
    event['end'] = asInstant(event['end']);
  }
  return event;
}

/** What a user writes: the seed's `newEvent` (add-event). */
export const calendarEventInputSchema = z.strictObject(eventFields).superRefine(checkEventSpan);
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/** An event as the server answers it. */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  desc: z.string().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

export const addEventBodySchema = z.strictObject({
  newEvent: z.preprocess((value) => normaliseTemplateEvent(value, false), calendarEventInputSchema),
});
export type AddEventBody = z.infer<typeof addEventBodySchema>;
/** update-event: the whole event, replaced by its id. */
export const updateEventBodySchema = z.strictObject({
  event: z.preprocess(
    (value) => normaliseTemplateEvent(value, true),
    z
      .strictObject({ id: z.string().min(1, { error: 'validation.required' }).max(100), ...eventFields })
      .superRefine(checkEventSpan),
  ),
});
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;
export const removeEventBodySchema = z.strictObject({
  eventId: z.string().min(1, { error: 'validation.required' }).max(100),
});
export type RemoveEventBody = z.infer<typeof removeEventBodySchema>;

// --- the proposal layer (read-only) ------------------------------------------------------------------

/**
 * What a proposal date is: a unit's task due date and the due date its extension request asks for, a
 * member's evaluation deadline, and for staff the current session's submission window and plenary.
 */
export const PROPOSAL_DATE_KINDS = [
  'taskDue',
  'extensionDue',
  'evaluationDue',
  'submissionOpens',
  'submissionCloses',
  'plenary',
  // A fixed consultation meeting (面商, issue 28 §1): a timed entry for the unit and every invitee.
  'consultation',
] as const;
export type ProposalDateKind = (typeof PROPOSAL_DATE_KINDS)[number];

export const proposalDateSchema = z.object({
  /** Stable per source (`taskDue:<taskId>`), so the web and the feed's UID do not change between reads. */
  id: z.string(),
  kind: z.enum(PROPOSAL_DATE_KINDS),
  /** The proposal's title, or the session's name. */
  subject: z.string(),
  proposalNumber: z.number().nullable(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** The page it belongs to (a path of the web app). */
  link: z.string(),
  /** Where it takes place (a meeting's place, or how to join by phone/video). */
  location: z.string().optional(),
});
export type ProposalDate = z.infer<typeof proposalDateSchema>;
export const proposalDateListSchema = z.array(proposalDateSchema);

// --- the iCalendar feed --------------------------------------------------------------------------------

/** The caller's feed: its secret token and the path (under the site's origin) calendars subscribe to. */
export const calendarFeedSchema = z.object({ token: z.string(), path: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const CALENDAR_FEED_PREFIX = '/api/calendar-app/ics/';
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;
