import { CALENDAR_TIME_ZONE, DEMO_ACCOUNTS, toZoneDay } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/context';
import { calendarService } from './service';

describe('calendar demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(() => t.cleanup());

  it('gives every demo account the 14 sample events, some in the current month', async () => {
    const month = toZoneDay(new Date(), CALENDAR_TIME_ZONE).slice(0, 7);
    const calendar = calendarService(t.db.kysely);
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const events = await calendar.list(user.id);
      expect(events, account.key).toHaveLength(14);
      expect(new Set(events.map((event) => event.title)).size).toBe(14);
      expect(events.some((event) => event.allDay) && events.some((event) => !event.allDay)).toBe(true);
      expect(events.some((event) => toZoneDay(event.start, CALENDAR_TIME_ZONE).startsWith(month))).toBe(true);
    }
  });
});
