import { describe, expect, it } from 'vitest';
import { addCalendarDays, CALENDAR_TIME_ZONE, fromZoneWallTime, toZoneDay, toZoneWallTime } from './zone';

describe('calendar zone arithmetic', () => {
  it('shows an instant in Asia/Shanghai whatever the process zone', () => {
    expect(toZoneWallTime('2026-11-25T01:30:00.000Z', CALENDAR_TIME_ZONE)).toBe('2026-11-25T09:30:00');
    expect(toZoneWallTime('2026-11-25T17:00:00.000Z', CALENDAR_TIME_ZONE)).toBe('2026-11-26T01:00:00');
    expect(toZoneDay('2026-12-31T16:30:00.000Z', CALENDAR_TIME_ZONE)).toBe('2027-01-01');
  });

  it('turns Shanghai wall time back into the UTC instant', () => {
    expect(fromZoneWallTime('2026-11-25T09:30', CALENDAR_TIME_ZONE)).toBe('2026-11-25T01:30:00.000Z');
    expect(fromZoneWallTime('2027-01-01T00:00:00', CALENDAR_TIME_ZONE)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('round-trips in a zone with daylight saving time, too', () => {
    for (const wall of ['2026-07-01T12:00:00', '2026-01-15T08:45:00']) {
      expect(toZoneWallTime(fromZoneWallTime(wall, 'Europe/Berlin'), 'Europe/Berlin')).toBe(wall);
    }
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
