import { CALENDAR_TIME_ZONE, proposalDateTitle, type Language } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, nowIso } from '../../db/values';
import { rolesOf, usersService } from '../users/service';
import { writeIcs, type IcsEvent } from './ics';
import { proposalDates } from './proposal-layer';
import { calendarService } from './service';

const CALENDAR_NAME: Record<Language, string> = { 'zh-CN': '政协提案日程', en: 'CPPCC proposal calendar' };

/**
 * The iCalendar text of the feed a token opens — the owner's own events and their proposal dates —
 * or undefined when the token opens nothing (unknown, replaced, or the account disabled).
 */
export async function feedText(
  db: Kysely<DB>,
  deps: { dialect: 'sqlite' | 'postgres' },
  token: string,
  options: { language: Language; origin: string },
): Promise<string | undefined> {
  const calendar = calendarService(db);
  const userId = await calendar.feedOwner(token);
  if (!userId) return undefined;
  const user = await usersService(db).findById(userId);
  if (!user || fromDbBool(user.disabled)) return undefined;
  const caller = { id: user.id, roles: rolesOf(user), unitId: user.unitId };
  const stamp = nowIso();
  const own: IcsEvent[] = (await calendar.list(userId)).map((event) => ({
    uid: `${event.id}@calendar.cppcc`,
    summary: event.title,
    description: event.desc,
    allDay: event.allDay,
    start: event.start,
    end: event.end,
    stamp,
  }));
  const layer: IcsEvent[] = (await proposalDates(db, deps, caller)).map((date) => ({
    uid: `${date.id}@proposals.cppcc`,
    summary: proposalDateTitle(date, options.language),
    url: `${options.origin}${date.link}`,
    location: date.location,
    allDay: date.allDay,
    start: date.start,
    end: date.end,
    stamp,
  }));
  return writeIcs({
    name: CALENDAR_NAME[options.language],
    timeZone: CALENDAR_TIME_ZONE,
    events: [...own, ...layer],
  });
}
