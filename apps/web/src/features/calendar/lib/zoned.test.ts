import { afterEach, describe, expect, it } from 'vitest';
import { fromCalendarDate, movedSpan, toCalendarInput } from './zoned';

describe('calendar zone border', () => {
  it('hands FullCalendar Beijing wall time and reads its dates back as UTC instants', () => {
    expect(toCalendarInput('2026-11-25T01:30:00.000Z', false)).toBe('2026-11-25T09:30:00');
    expect(toCalendarInput('2026-11-25', true)).toBe('2026-11-25');
    // FullCalendar's UTC-zone date for 09:30 on screen.
    expect(fromCalendarDate(new Date('2026-11-25T09:30:00Z'), false)).toBe('2026-11-25T01:30:00.000Z');
    expect(fromCalendarDate(new Date('2026-11-25T00:00:00Z'), true)).toBe('2026-11-25');
  });

  it('keeps the duration when FullCalendar gives no end', () => {
    const timed = { allDay: false, start: '2026-11-25T01:00:00.000Z', end: '2026-11-25T02:30:00.000Z' };
    expect(movedSpan(timed, new Date('2026-11-26T14:00:00Z'), null, false)).toEqual({
      allDay: false,
      start: '2026-11-26T06:00:00.000Z',
      end: '2026-11-26T07:30:00.000Z',
    });
    expect(movedSpan(timed, new Date('2026-11-27T00:00:00Z'), null, true)).toEqual({
      allDay: true,
      start: '2026-11-27',
      end: '2026-11-28',
    });
    const days = { allDay: true, start: '2026-11-27', end: '2026-11-30' };
    expect(movedSpan(days, new Date('2026-12-01T00:00:00Z'), null, true)).toMatchObject({
      end: '2026-12-04',
    });
  });
});

describe('whatever zone the device is in', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
  it('reads and writes the same instants in New York, London and Shanghai', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Asia/Shanghai']) {
      process.env.TZ = zone;
      expect(toCalendarInput('2026-11-25T01:30:00.000Z', false), zone).toBe('2026-11-25T09:30:00');
      expect(fromCalendarDate(new Date('2026-11-25T09:30:00Z'), false), zone).toBe(
        '2026-11-25T01:30:00.000Z',
      );
    }
  });
});
