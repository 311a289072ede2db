import { describe, expect, it } from 'vitest';
import {
  closingActions,
  closingBody,
  closingFormSchema,
  closingProblems,
  defaultRehandleDay,
  evaluationsDue,
} from './closing';

const reply = {
  replyId: 'r',
  unit: { id: 'u', name: 'U' },
  resultClass: 'A',
  title: 't',
  awaitingMe: false,
  evaluations: [],
};
const ALL = ['rehandle', 'close', 'close_with_minutes'] as const;
const now = new Date('2026-06-01T08:00:00Z');
const facts = (patch: object) => ({
  round: 1,
  replies: [reply],
  pendingSigners: [],
  windowEndsAt: '2026-06-20T00:00:00Z',
  anyUnsatisfied: false,
  ...patch,
});

describe('closing actions', () => {
  it('offers 重新办理 after a first-round 不满意, 协商办结 after a second', () => {
    expect(closingActions(ALL, facts({ anyUnsatisfied: true }), now)).toEqual(['rehandle']);
    expect(closingActions(ALL, facts({ round: 2, anyUnsatisfied: true }), now)).toEqual([
      'close_with_minutes',
    ]);
  });
  it('offers 办结 once settled: all evaluated without 不满意, or the window over', () => {
    expect(closingActions(ALL, facts({}), now)).toEqual(['close']);
    const pending = { pendingSigners: [{ id: 'a', displayName: 'A' }] };
    expect(closingActions(ALL, facts(pending), now)).toEqual([]);
    expect(closingActions(ALL, facts({ ...pending, windowEndsAt: '2026-05-01T00:00:00Z' }), now)).toEqual([
      'close',
    ]);
    expect(
      closingActions(ALL, facts({ anyUnsatisfied: true, windowEndsAt: '2026-05-01T00:00:00Z' }), now),
    ).toEqual(['rehandle', 'close']);
  });
  it('offers only what the server allows the caller, and nothing without replies', () => {
    expect(closingActions([], facts({ anyUnsatisfied: true }), now)).toEqual([]);
    expect(closingActions(ALL, facts({ replies: [] }), now)).toEqual([]);
    expect(closingActions(ALL, undefined, now)).toEqual([]);
  });
});

describe('closing dialog', () => {
  it('defaults the re-handling due date to the setting', () => {
    expect(defaultRehandleDay(3, new Date(2026, 0, 31))).toBe('2026-04-30');
    expect(defaultRehandleDay(undefined)).toBe('');
  });
  it('requires a comment for 重新办理 and minutes for 协商办结', () => {
    const empty = { comment: '', dueDay: '', minutes: '' };
    expect(closingProblems('rehandle', empty, now)).toEqual({ comment: 'validation.required' });
    expect(closingProblems('rehandle', { ...empty, comment: 'x', dueDay: '2026-05-01' }, now)).toEqual({
      dueDay: 'assignment.dueDatePast',
    });
    expect(closingProblems('close_with_minutes', empty, now)).toEqual({ minutes: 'validation.required' });
    expect(closingProblems('close', empty, now)).toEqual({});
  });
  it('sends the due date as the end of the day, and the minutes alone', () => {
    const body = closingBody('rehandle', { comment: ' 细化 ', dueDay: '2026-09-01', minutes: '' }, 4);
    expect(body).toMatchObject({ action: 'rehandle', version: 4, comment: '细化' });
    expect(new Date((body as { dueDate: string }).dueDate).getHours()).toBe(23);
    expect(closingBody('close_with_minutes', { comment: 'c', dueDay: '', minutes: ' 纪要 ' }, 2)).toEqual({
      action: 'close_with_minutes',
      version: 2,
      minutes: '纪要',
    });
  });
});

describe('evaluation on the proposal page', () => {
  const mine = { ...reply, replyId: 'mine', awaitingMe: true };
  it('offers the replies awaiting the caller while the proposal is 已答复', () => {
    expect(evaluationsDue('replied', { replies: [reply, mine] })).toEqual([mine]);
  });
  it('offers nothing in another state, before the evaluations load, or when none awaits the caller', () => {
    expect(evaluationsDue('rehandling', { replies: [mine] })).toEqual([]);
    expect(evaluationsDue('closed', { replies: [mine] })).toEqual([]);
    expect(evaluationsDue('replied', undefined)).toEqual([]);
    expect(evaluationsDue('replied', { replies: [reply] })).toEqual([]);
  });
});

describe('closingFormSchema', () => {
  it('puts the problems on their fields and builds the transition body', () => {
    const rehandle = closingFormSchema('rehandle', 4);
    expect(rehandle.safeParse({ comment: ' ', dueDay: '', minutes: '' }).error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: 'validation.required',
    });
    expect(rehandle.parse({ comment: ' 再议 ', dueDay: '', minutes: '' })).toEqual({
      action: 'rehandle',
      version: 4,
      comment: '再议',
    });
    expect(
      closingFormSchema('close_with_minutes', 4).parse({ comment: '', dueDay: '', minutes: '纪要' }),
    ).toEqual({ action: 'close_with_minutes', version: 4, minutes: '纪要' });
  });
});
