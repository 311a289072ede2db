import { CALENDAR_TIME_ZONE, DEMO_ACCOUNTS, toZoneDay } from '@cppcc/contracts';
import { calendarService } from '../modules/calendar/service';
import { calendarSampleEvents } from './calendar-samples';
import type { Seeder } from './types';

/**
 * The calendar app's demo (seed 001: 14 events): every demo account gets the sample events, written
 * through the calendar service, placed around the seeding day so the month on screen is never empty.
 */
export const calendarSeeder: Seeder = {
  name: '0015_calendar',
  async run(ctx) {
    const calendar = calendarService(ctx.db, { now: ctx.clock.now });
    const events = calendarSampleEvents(toZoneDay(new Date(), CALENDAR_TIME_ZONE));
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.services.users.findByEmail(account.email);
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      for (const event of events) await calendar.add(user.id, event);
    }
  },
};
