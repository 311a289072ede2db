import { describe, expect, it } from 'vitest';
import { communicationFormSchema } from './communicationForm';

const text = (problem: { key: string }) => problem.key;

describe('the communication form', () => {
  it('names every missing field and a day in the future', () => {
    const result = communicationFormSchema(text).safeParse({
      method: '',
      day: '2999-01-01',
      participants: ' ',
      notes: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['method', 'messages:validation.required'],
      ['day', 'undertaker:dateInFuture'],
      ['participants', 'messages:validation.required'],
      ['notes', 'messages:validation.required'],
    ]);
  });

  it('builds the contract’s body, the day at noon', () => {
    const body = communicationFormSchema(text).parse({
      method: 'phone',
      day: '2026-03-02',
      participants: ' 刘建国委员 ',
      notes: '电话听取意见',
    });
    expect(body).toEqual({
      method: 'phone',
      date: new Date(2026, 2, 2, 12).toISOString(),
      participants: '刘建国委员',
      notes: '电话听取意见',
    });
  });
});
