import { describe, expect, it } from 'vitest';
import { actionFormOf, actionFormSchema } from './actionForm';

const form = (patch: Partial<ReturnType<typeof actionFormOf>> = {}) => ({
  ...actionFormOf({ categoryCode: null }),
  ...patch,
});
const required = (field: string) => `请填写${field}`;
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the transition dialog form', () => {
  it('asks for what the contracts say the action requires, naming the field', () => {
    expect(issues(actionFormSchema('return', 3, required).safeParse(form()))).toEqual([
      ['comment', '请填写comment'],
    ]);
    expect(issues(actionFormSchema('reject', 3, required).safeParse(form({ reason: ' ' })))).toEqual([
      ['reason', '请填写reason'],
      ['disposition', '请填写disposition'],
    ]);
    expect(issues(actionFormSchema('merge', 3, required).safeParse(form()))).toEqual([
      ['master', '请填写master'],
    ]);
  });

  it('builds the body the contracts take, with the version', () => {
    expect(actionFormSchema('submit', 2, required).parse(form())).toEqual({ action: 'submit', version: 2 });
    expect(actionFormSchema('return', 2, required).parse(form({ comment: ' 请补充 ' }))).toEqual({
      action: 'return',
      version: 2,
      comment: '请补充',
    });
    expect(
      actionFormSchema('register', 4, required).parse(actionFormOf({ categoryCode: 'economy' })),
    ).toEqual({
      action: 'register',
      version: 4,
      categoryCode: 'economy',
    });
    const invite = actionFormSchema('invite', 1, required).parse(
      form({ invitees: [{ id: 'u1', label: '甲' }], signByDate: '2026-05-01' }),
    );
    expect(invite).toMatchObject({ action: 'invite', inviteeIds: ['u1'] });
    expect(invite).toHaveProperty('signByDate');
  });

  it('keeps the contracts’ bounds', () => {
    const long = 'x'.repeat(5001);
    expect(actionFormSchema('return', 1, required).safeParse(form({ comment: long })).success).toBe(false);
  });
});
