import { describe, expect, it } from 'vitest';
import { calendarEventInputSchema, isCalendarDay, isUtcInstant, updateEventBodySchema } from './calendar';
import { proposalDateTitle } from './proposalDateLabels';

const issuesOf = (input: unknown) =>
  calendarEventInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('calendar event rules', () => {
  it('knows real days and UTC instants', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-25T00:00:00Z')).toBe(false);
    expect(isUtcInstant('2026-11-25T01:30:00.000Z')).toBe(true);
    expect(isUtcInstant('2026-11-25T01:30Z')).toBe(true);
    expect(isUtcInstant('2026-11-25T01:30:00+08:00')).toBe(false);
    expect(isUtcInstant('2026-11-25T25:30:00Z')).toBe(false);
  });

  it('names the field of each mistake', () => {
    const timed = {
      title: '会议',
      allDay: false,
      start: '2026-11-25T01:00:00Z',
      end: '2026-11-25T02:00:00Z',
    };
    expect(issuesOf(timed)).toEqual([]);
    expect(issuesOf({ ...timed, end: timed.start })).toEqual([['end', 'calendar.endBeforeStart']]);
    expect(issuesOf({ ...timed, title: '' })).toEqual([['title', 'calendar.titleRequired']]);
    expect(issuesOf({ ...timed, allDay: true })).toEqual([
      ['start', 'calendar.dayInvalid'],
      ['end', 'calendar.dayInvalid'],
    ]);
    expect(issuesOf({ title: '视察', allDay: true, start: '2026-11-27', end: '2026-11-28' })).toEqual([]);
    expect(updateEventBodySchema.safeParse({ event: timed }).success).toBe(false);
  });

  it('titles a proposal date in both languages', () => {
    const date = { kind: 'plenary' as const, subject: '十五届三次会议', proposalNumber: null };
    expect(proposalDateTitle(date, 'zh-CN')).toBe('【全体会议】十五届三次会议');
    expect(proposalDateTitle(date, 'en')).toBe('[Plenary session] 十五届三次会议');
  });
});
