import { describe, expect, it } from 'vitest';
import { addMonths, addWorkingDays, isoDay } from './dates';

describe('workflow dates', () => {
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-01-31T08:00:00.000Z', 1)).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths('2026-11-22T00:00:00.000Z', 3)).toBe('2027-02-22T00:00:00.000Z');
    expect(addMonths('2028-01-31T00:00:00.000Z', 1)).toBe('2028-02-29T00:00:00.000Z');
  });

  it('skips weekends when adding working days', () => {
    // Friday 2026-11-20 + 1 working day = Monday 2026-11-23.
    expect(addWorkingDays('2026-11-20T09:00:00.000Z', 1)).toBe('2026-11-23T09:00:00.000Z');
    // Monday + 5 working days = next Monday.
    expect(addWorkingDays('2026-11-23T09:00:00.000Z', 5)).toBe('2026-11-30T09:00:00.000Z');
    expect(addWorkingDays('2026-11-23T09:00:00.000Z', 0)).toBe('2026-11-23T09:00:00.000Z');
  });

  it('shows the day of a time', () => {
    expect(isoDay('2026-11-22T23:59:59.000Z')).toBe('2026-11-22');
    expect(isoDay(null)).toBe('');
  });
});
