/**
 * An iCalendar (RFC 5545) writer for the feed phone calendars subscribe to: CRLF line ends, lines folded
 * at 75 octets (never inside a UTF-8 character), TEXT values escaped, timed events in UTC (`…Z`) and
 * all-day events as DATE values with an exclusive end.
 */
export interface IcsEvent {
  uid: string;
  summary: string;
  description?: string | undefined;
  /** An absolute address the event links to. */
  url?: string | undefined;
  /** Where it takes place (LOCATION). */
  location?: string | undefined;
  allDay: boolean;
  /** An ISO-8601 UTC instant, or `YYYY-MM-DD` for an all-day event. */
  start: string;
  end: string;
  /** When the data was written (DTSTAMP), an ISO-8601 UTC instant. */
  stamp: string;
}

export interface IcsCalendar {
  name: string;
  /** The zone calendars should show it in (X-WR-TIMEZONE); the times themselves are UTC. */
  timeZone: string;
  events: readonly IcsEvent[];
}

const MAX_OCTETS = 75;

/** TEXT escaping: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets; each continuation starts with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `2026-11-25T01:30:00.000Z` → `20261125T013000Z`. */
export function utcValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${iso}`);
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** `2026-11-25` → `20261125`. */
export function dateValue(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return day.replace(/-/g, '');
}

function eventLines(event: IcsEvent): string[] {
  const when = (name: 'DTSTART' | 'DTEND', value: string) =>
    event.allDay ? `${name};VALUE=DATE:${dateValue(value)}` : `${name}:${utcValue(value)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcValue(event.stamp)}`,
    when('DTSTART', event.start),
    when('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR text. */
export function writeIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CPPCC Proposal Office//Calendar//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
