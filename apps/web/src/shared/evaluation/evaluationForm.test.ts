import { describe, expect, it } from 'vitest';
import {
  closedByEvaluations,
  commentRequired,
  EMPTY_EVALUATION,
  evaluationBody,
  evaluationFormProblems,
  evaluationFormSchema,
} from './evaluationForm';

describe('evaluation form', () => {
  it('requires every choice, with nothing preselected', () => {
    expect(evaluationFormProblems(EMPTY_EVALUATION)).toEqual({
      attitude: 'validation.required',
      result: 'validation.required',
      contacted: 'validation.required',
    });
  });
  it('asks for a comment with a 不满意 (the shared rule), not otherwise', () => {
    const satisfied = {
      attitude: 'satisfied',
      result: 'basically_satisfied',
      contacted: 'yes',
      comment: '',
    } as const;
    expect(evaluationFormProblems(satisfied)).toEqual({});
    expect(commentRequired(satisfied)).toBe(false);
    const unhappy = { ...satisfied, result: 'unsatisfied' } as const;
    expect(commentRequired(unhappy)).toBe(true);
    expect(evaluationFormProblems(unhappy)).toEqual({ comment: 'evaluation.commentRequired' });
    expect(evaluationFormProblems({ ...unhappy, comment: '   ' })).toEqual({
      comment: 'evaluation.commentRequired',
    });
    expect(evaluationFormProblems({ ...unhappy, comment: '措施不具体' })).toEqual({});
    // An unsatisfied attitude alone also needs one, even before the result is chosen.
    expect(evaluationFormProblems({ ...EMPTY_EVALUATION, attitude: 'unsatisfied' }).comment).toBe(
      'evaluation.commentRequired',
    );
  });
  it('limits the comment', () => {
    const long = {
      attitude: 'satisfied',
      result: 'satisfied',
      contacted: 'no',
      comment: 'x'.repeat(2001),
    } as const;
    expect(evaluationFormProblems(long)).toEqual({ comment: 'validation.tooLong' });
  });
  it('builds the body with a boolean contact and a trimmed comment', () => {
    expect(
      evaluationBody({ attitude: 'satisfied', result: 'unsatisfied', contacted: 'no', comment: ' 太慢 ' }),
    ).toEqual({ attitude: 'satisfied', result: 'unsatisfied', contacted: false, comment: '太慢' });
    expect(() => evaluationBody(EMPTY_EVALUATION)).toThrow();
  });
  it('tells when the evaluations closed the proposal', () => {
    const reply = {
      replyId: 'r',
      unit: { id: 'u', name: 'U' },
      resultClass: 'A',
      title: 't',
      awaitingMe: false,
      evaluations: [],
    };
    expect(closedByEvaluations({ replies: [reply], pendingSigners: [], anyUnsatisfied: false })).toBe(true);
    expect(closedByEvaluations({ replies: [reply], pendingSigners: [], anyUnsatisfied: true })).toBe(false);
    expect(
      closedByEvaluations({
        replies: [reply],
        pendingSigners: [{ id: 'a', displayName: 'A' }],
        anyUnsatisfied: false,
      }),
    ).toBe(false);
    expect(closedByEvaluations({ replies: [], pendingSigners: [], anyUnsatisfied: false })).toBe(false);
  });
});

describe('evaluationFormSchema', () => {
  it('puts the problems on their fields and builds the contract’s body', () => {
    const empty = evaluationFormSchema.safeParse(EMPTY_EVALUATION);
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'attitude',
      'result',
      'contacted',
    ]);
    const unhappy = { attitude: 'unsatisfied', result: 'satisfied', contacted: 'no', comment: '' } as const;
    expect(evaluationFormSchema.safeParse(unhappy).error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: 'evaluation.commentRequired',
    });
    expect(evaluationFormSchema.parse({ ...unhappy, comment: ' 太慢 ' })).toEqual({
      attitude: 'unsatisfied',
      result: 'satisfied',
      contacted: false,
      comment: '太慢',
    });
  });
});
