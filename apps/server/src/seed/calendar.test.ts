import { calendarEventInputSchema } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { calendarSampleEvents } from './calendar-samples';

describe('calendar sample events', () => {
  it('are the seed’s 14, all valid, all-day and timed, and some in the seeding month whatever the day', () => {
    for (const today of ['2026-11-01', '2026-11-25', '2026-11-30', '2027-02-28']) {
      const events = calendarSampleEvents(today);
      expect(events).toHaveLength(14);
      for (const event of events) expect(calendarEventInputSchema.safeParse(event).success).toBe(true);
      expect(events.some((event) => event.allDay)).toBe(true);
      expect(events.some((event) => !event.allDay)).toBe(true);
      const month = today.slice(0, 7);
      // A timed event on the seeding day itself: 09:00 Shanghai is the same day in UTC.
      expect(events.some((event) => event.start.startsWith(today))).toBe(true);
      expect(events.some((event) => event.start.startsWith(month))).toBe(true);
    }
  });
});
