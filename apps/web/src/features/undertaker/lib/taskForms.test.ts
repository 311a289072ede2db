import { describe, expect, it } from 'vitest';
import {
  adjustmentOpen,
  adjustmentProblems,
  communicationBody,
  extensionBounds,
  extensionDueIso,
  extensionProblems,
  opinionProblems,
  transitionBody,
  unitActions,
} from './taskForms';

const now = new Date(2026, 4, 10, 9, 0); // 10 May 2026 local
const task = {
  version: 7,
  dueDate: new Date(2026, 7, 1, 10, 30).toISOString(), // 1 Aug
  latestDueDate: new Date(2026, 10, 1, 10, 30).toISOString(), // 1 Nov, the assignment's time of day
};

describe('unitActions', () => {
  it('keeps only what a unit does, in button order', () => {
    expect(unitActions(['request_adjustment', 'approve_reply', 'sign'])).toEqual([
      'sign',
      'request_adjustment',
    ]);
    expect(unitActions(['submit_reply', 'send_countersign', 'request_extension'])).toEqual([
      'send_countersign',
      'submit_reply',
      'request_extension',
    ]);
  });
});

describe('adjustment', () => {
  it('is open until the end of the window, or always without one', () => {
    expect(adjustmentOpen({ adjustmentWindowEndsAt: new Date(2026, 4, 11).toISOString() }, now)).toBe(true);
    expect(adjustmentOpen({ adjustmentWindowEndsAt: new Date(2026, 4, 9).toISOString() }, now)).toBe(false);
    expect(adjustmentOpen({ adjustmentWindowEndsAt: null }, now)).toBe(true);
  });
  it('needs a reason', () => {
    expect(adjustmentProblems({ reason: '  ' }).reason?.key).toBe('messages:proposal.reasonRequired');
    expect(adjustmentProblems({ reason: '不属于本单位职责' })).toEqual({});
    expect(adjustmentProblems({ reason: 'x'.repeat(2001) }).reason?.key).toBe('messages:validation.tooLong');
  });
});

describe('extension', () => {
  it('offers the days after the current due date up to the latest one', () => {
    expect(extensionBounds(task, now)).toEqual({ min: '2026-08-02', max: '2026-11-01' });
    expect(extensionBounds({ dueDate: null, latestDueDate: null }, now)).toEqual({
      min: '2026-05-11',
      max: null,
    });
  });
  it('sends the end of the chosen day, but never past the latest due date', () => {
    expect(extensionDueIso('2026-09-15', task.latestDueDate)).toBe(
      new Date(2026, 8, 15, 23, 59, 59, 999).toISOString(),
    );
    expect(extensionDueIso('2026-11-01', task.latestDueDate)).toBe(task.latestDueDate);
    expect(extensionDueIso('15/09/2026', task.latestDueDate)).toBeNull();
  });
  it('names each missing or wrong field', () => {
    expect(extensionProblems({ reason: '', day: '' }, task, now)).toEqual({
      reason: { key: 'messages:proposal.reasonRequired' },
      dueDate: { key: 'messages:task.dueDateRequired' },
    });
    expect(extensionProblems({ reason: '调研', day: '2026-08-01' }, task, now).dueDate).toEqual({
      key: 'messages:task.dueDateNotLater',
      params: { date: '2026-08-01' },
    });
    expect(extensionProblems({ reason: '调研', day: '2026-11-02' }, task, now).dueDate).toEqual({
      key: 'messages:task.dueDateBeyondLimit',
      params: { date: '2026-11-01' },
    });
    expect(extensionProblems({ reason: '调研', day: '2026-11-01' }, task, now)).toEqual({});
  });
});

describe('transitionBody', () => {
  it('always carries the version, and what the action needs', () => {
    expect(transitionBody('sign', task)).toEqual({ action: 'sign', version: 7 });
    expect(transitionBody('request_adjustment', task, { reason: ' 职责不符 ' })).toEqual({
      action: 'request_adjustment',
      version: 7,
      reason: '职责不符',
    });
    expect(transitionBody('request_extension', task, { reason: '需调研', day: '2026-11-01' })).toEqual({
      action: 'request_extension',
      version: 7,
      reason: '需调研',
      dueDate: task.latestDueDate,
    });
    expect(transitionBody('send_opinion', task, { opinion: ' 同意 ' })).toEqual({
      action: 'send_opinion',
      version: 7,
      opinion: '同意',
    });
  });
  it('asks for an opinion', () => {
    expect(opinionProblems({ opinion: '' }).opinion?.key).toBe('messages:task.opinionRequired');
    expect(opinionProblems({ opinion: '同意' })).toEqual({});
  });
});

describe('communicationBody', () => {
  const input = {
    method: 'phone' as const,
    day: '2026-05-09',
    participants: ' 张委员 ',
    notes: ' 电话沟通办理思路 ',
  };
  it('builds the API body with the day at local noon', () => {
    expect(communicationBody(input, now)).toEqual({
      body: {
        method: 'phone',
        date: new Date(2026, 4, 9, 12).toISOString(),
        participants: '张委员',
        notes: '电话沟通办理思路',
      },
    });
  });
  it('requires every field', () => {
    const result = communicationBody({ method: '', day: '', participants: ' ', notes: '' }, now);
    expect('problems' in result && Object.keys(result.problems).sort()).toEqual([
      'day',
      'method',
      'notes',
      'participants',
    ]);
  });
  it('refuses a day after today, accepts today', () => {
    const tomorrow = communicationBody({ ...input, day: '2026-05-11' }, now);
    expect('problems' in tomorrow && tomorrow.problems.day?.key).toBe('undertaker:dateInFuture');
    expect('body' in communicationBody({ ...input, day: '2026-05-10' }, now)).toBe(true);
  });
});
