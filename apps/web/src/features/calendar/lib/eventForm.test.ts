import { describe, expect, it } from 'vitest';
import { bodyOf, eventFormOf, eventFormSchema, switchAllDay } from './eventForm';

describe('event form', () => {
  it('shows a timed event in Beijing wall time and stores it back as UTC', () => {
    const form = eventFormOf({
      title: '主任会议',
      allDay: false,
      start: '2026-11-25T01:30:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    });
    expect(form).toEqual({
      title: '主任会议',
      allDay: false,
      start: '2026-11-25T09:30',
      end: '2026-11-25T11:00',
      desc: '',
    });
    expect(bodyOf(form)).toEqual({
      title: '主任会议',
      allDay: false,
      start: '2026-11-25T01:30:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    });
  });

  it('counts an all-day event’s end day as included on screen, excluded when stored', () => {
    const form = eventFormOf({
      title: '视察',
      allDay: true,
      start: '2026-11-27',
      end: '2026-11-29',
      desc: '带材料',
    });
    expect(form).toMatchObject({ start: '2026-11-27', end: '2026-11-28', desc: '带材料' });
    expect(bodyOf(form)).toMatchObject({ start: '2026-11-27', end: '2026-11-29', desc: '带材料' });
    expect(eventFormSchema.safeParse({ ...form, end: form.start }).success).toBe(true);
  });

  it('refuses an end before the start on the end field, and a missing title on the title field', () => {
    const result = eventFormSchema.safeParse({
      title: ' ',
      allDay: false,
      start: '2026-11-25T10:00',
      end: '2026-11-25T09:00',
      desc: '',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['title', 'calendar.titleRequired']);
    expect(issues).toContainEqual(['end', 'calendar.endBeforeStart']);
  });

  it('names an empty start on the start field', () => {
    const result = eventFormSchema.safeParse({
      title: 'x',
      allDay: false,
      start: '',
      end: '2026-11-25T09:00',
      desc: '',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('start');
  });

  it('keeps the dates when switching all day on and off', () => {
    expect(switchAllDay({ start: '2026-11-25T09:30', end: '2026-11-26T11:00' }, true)).toEqual({
      start: '2026-11-25',
      end: '2026-11-26',
    });
    expect(switchAllDay({ start: '2026-11-25', end: '2026-11-25' }, false)).toEqual({
      start: '2026-11-25T09:00',
      end: '2026-11-25T10:00',
    });
  });
});
