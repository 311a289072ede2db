import type { CalendarEvent, ProposalDate } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { entryPropsOf, ownEventInput, proposalDateInput } from './calendarInputs';

const date: ProposalDate = {
  id: 'taskDue:t1',
  kind: 'taskDue',
  subject: '关于完善社区养老服务的建议',
  proposalNumber: 12,
  allDay: true,
  start: '2026-12-25',
  end: '2026-12-26',
  link: '/undertaker/undertaker/detail/p1',
};

describe('calendar entries', () => {
  it('makes a proposal date read-only, titled in the reader’s language, opening its page', () => {
    const zh = proposalDateInput(date, 'zh-CN');
    expect(zh).toMatchObject({
      editable: false,
      startEditable: false,
      durationEditable: false,
      allDay: true,
    });
    expect(zh.title).toBe('【办理期限】第12号 关于完善社区养老服务的建议');
    expect(proposalDateInput(date, 'en').title).toBe('[Handling due] No. 12 关于完善社区养老服务的建议');
    expect(entryPropsOf(zh.extendedProps ?? {})).toEqual({ source: 'proposal', link: date.link });
  });

  it('hands own timed events over in Beijing wall time and keeps the event with them', () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: '主任会议',
      allDay: false,
      start: '2026-11-25T01:00:00.000Z',
      end: '2026-11-25T03:00:00.000Z',
    };
    const input = ownEventInput(event);
    expect(input).toMatchObject({ id: 'e1', start: '2026-11-25T09:00:00', end: '2026-11-25T11:00:00' });
    expect(input.editable).toBeUndefined();
    expect(entryPropsOf(input.extendedProps ?? {})).toEqual({ source: 'own', event });
    expect(entryPropsOf({})).toBeUndefined();
  });
});
