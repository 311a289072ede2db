import type { TaskSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { dueInfo } from './due';

const now = new Date(2026, 4, 10, 9, 0); // 10 May 2026, 09:00 local
const task = (over: Partial<Pick<TaskSummary, 'dueDate' | 'dueSoon' | 'overdue' | 'state'>> = {}) => ({
  dueDate: new Date(2026, 4, 20, 9, 0).toISOString(),
  dueSoon: false,
  overdue: false,
  state: 'accepted' as const,
  ...over,
});

describe('dueInfo', () => {
  it('is normal with the days left when nothing presses', () => {
    expect(dueInfo(task(), now)).toEqual({ tone: 'normal', daysLeft: 10 });
  });
  it('follows the server flags for overdue and due soon', () => {
    expect(dueInfo(task({ dueSoon: true }), now).tone).toBe('soon');
    expect(dueInfo(task({ overdue: true }), now).tone).toBe('overdue');
  });
  it('catches a date that passed while the page was open', () => {
    const info = dueInfo(task({ dueDate: new Date(2026, 4, 8, 9, 0).toISOString() }), now);
    expect(info).toEqual({ tone: 'overdue', daysLeft: -2 });
  });
  it('does not press once the unit is done, and shows nothing without a date', () => {
    expect(dueInfo(task({ overdue: true, state: 'replied' }), now).tone).toBe('done');
    expect(dueInfo(task({ state: 'opinion_sent' }), now).tone).toBe('done');
    expect(dueInfo(task({ dueDate: null }), now)).toEqual({ tone: 'none', daysLeft: null });
    expect(dueInfo(task({ dueDate: null, state: 'cancelled' }), now).tone).toBe('done');
    expect(dueInfo(task({ dueDate: 'not a date' }), now).tone).toBe('none');
  });
  it('still counts a reply in review as pressing (the server does too)', () => {
    expect(dueInfo({ state: 'accepted', overdue: true, dueSoon: false, dueDate: null }, now).tone).toBe(
      'none',
    );
    expect(dueInfo(task({ overdue: true, state: 'pending_review' }), now).tone).toBe('overdue');
  });
});
