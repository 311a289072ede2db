import {
  addCalendarDays,
  CALENDAR_TIME_ZONE,
  fromZoneWallTime,
  toZoneWallTime,
  type CalendarEvent,
} from '@cppcc/contracts';

/**
 * FullCalendar runs in its `UTC` zone and is handed the committee's wall time (Asia/Shanghai) as if it were
 * UTC: what it draws at 09:30 is 09:30 in Beijing on every device, whatever zone the device is set to. These
 * functions translate at that border, both ways.
 */

/** A stored value → what FullCalendar is given: days stay days, instants become Shanghai wall time. */
export function toCalendarInput(value: string, allDay: boolean): string {
  return allDay ? value : toZoneWallTime(value, CALENDAR_TIME_ZONE);
}

/** A FullCalendar date (a wall time in its UTC zone) → what the server stores. */
export function fromCalendarDate(date: Date, allDay: boolean): string {
  const wall = date.toISOString().slice(0, 19);
  return allDay ? wall.slice(0, 10) : fromZoneWallTime(wall, CALENDAR_TIME_ZONE);
}

/** Beijing's offset from UTC in minutes: China keeps no summer time, so it is the same all year. */
const CALENDAR_OFFSET_MINUTES = 8 * 60;

/**
 * Whether the device's clock runs in another offset than Beijing's at `at`, so the Beijing times shown
 * differ from its own clock (a zone name alone would call Asia/Chongqing different).
 */
export function deviceZoneDiffers(at: Date = new Date()): boolean {
  return -at.getTimezoneOffset() !== CALENDAR_OFFSET_MINUTES;
}

/** "Now" for FullCalendar: the Shanghai wall clock, so today and the now-line are Beijing's. */
export function calendarNow(): string {
  return toZoneWallTime(new Date(), CALENDAR_TIME_ZONE);
}

/**
 * The span of a moved or resized event. FullCalendar gives no end for an event dragged into a slot
 * length of its own (`end` null): the old duration is kept then.
 */
export function movedSpan(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  start: Date,
  end: Date | null,
  allDay: boolean,
): Pick<CalendarEvent, 'start' | 'end' | 'allDay'> {
  const from = fromCalendarDate(start, allDay);
  if (end) return { allDay, start: from, end: fromCalendarDate(end, allDay) };
  if (allDay) {
    const days = event.allDay
      ? Math.max(1, Math.round((Date.parse(event.end) - Date.parse(event.start)) / 86_400_000))
      : 1;
    return { allDay, start: from, end: addCalendarDays(from, days) };
  }
  const length = event.allDay ? 3_600_000 : Date.parse(event.end) - Date.parse(event.start);
  return { allDay, start: from, end: new Date(Date.parse(from) + length).toISOString() };
}
