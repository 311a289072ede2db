import { z } from 'zod';

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
 */
export const CALENDAR_TIME_ZONE = 'Asia/Shanghai';
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

export const addEventBodySchema = z.strictObject({ newEvent: calendarEventInputSchema });
export type AddEventBody = z.infer<typeof addEventBodySchema>;
/** update-event: the whole event, replaced by its id. */
export const updateEventBodySchema = z.strictObject({
  event: z
    .strictObject({ id: z.string().min(1, { error: 'validation.required' }).max(100), ...eventFields })
    .superRefine(checkEventSpan),
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
});
export type ProposalDate = z.infer<typeof proposalDateSchema>;
export const proposalDateListSchema = z.array(proposalDateSchema);

// --- the iCalendar feed --------------------------------------------------------------------------------

/** The caller's feed: its secret token and the path (under the site's origin) calendars subscribe to. */
export const calendarFeedSchema = z.object({ token: z.string(), path: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const CALENDAR_FEED_PREFIX = '/api/calendar-app/ics/';
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;
