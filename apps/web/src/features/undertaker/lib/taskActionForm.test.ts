import { describe, expect, it } from 'vitest';
import { taskActionFormSchema } from './taskActionForm';

const task = {
  version: 5,
  dueDate: new Date(2099, 2, 1, 12).toISOString(),
  latestDueDate: new Date(2099, 5, 1, 12).toISOString(),
};
const text = (problem: { key: string }) => problem.key;
const form = (patch: Partial<{ reason: string; day: string; opinion: string }> = {}) => ({
  reason: '',
  day: '',
  opinion: '',
  ...patch,
});
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the task action form', () => {
  it('puts each problem on its field, the wanted date on the day', () => {
    expect(issues(taskActionFormSchema('request_extension', task, text).safeParse(form()))).toEqual([
      ['reason', 'messages:proposal.reasonRequired'],
      ['day', 'messages:task.dueDateRequired'],
    ]);
    expect(issues(taskActionFormSchema('send_opinion', task, text).safeParse(form()))).toEqual([
      ['opinion', 'messages:task.opinionRequired'],
    ]);
  });

  it('sends exactly the inputs the contracts list for the action', () => {
    expect(taskActionFormSchema('sign', task, text).parse(form({ reason: 'x' }))).toEqual({
      action: 'sign',
      version: 5,
    });
    expect(
      taskActionFormSchema('request_adjustment', task, text).parse(form({ reason: ' 不属于本单位职责 ' })),
    ).toEqual({ action: 'request_adjustment', version: 5, reason: '不属于本单位职责' });
    const extension = taskActionFormSchema('request_extension', task, text).parse(
      form({ reason: '需要调研', day: '2099-04-01' }),
    );
    expect(extension).toMatchObject({ action: 'request_extension', reason: '需要调研' });
    expect(extension).toHaveProperty('dueDate');
  });
});
