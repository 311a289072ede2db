import type { ProposalSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { batchRegisterFields, batchRegisterFormOf, batchRegisterFormSchema } from './batchRegisterForm';

const proposal = (id: string, categoryCode: string | null) =>
  ({ id, version: 3, title: id, categoryCode }) as unknown as ProposalSummary; // only the fields the form reads

describe('batch register form', () => {
  it('starts each proposal at its own category, blank when it has none', () => {
    expect(batchRegisterFormOf([proposal('a', 'ECON'), proposal('b', null)])).toEqual({
      items: [
        { id: 'a', version: 3, categoryCode: 'ECON' },
        { id: 'b', version: 3, categoryCode: '' },
      ],
    });
  });

  it('sends a chosen category and leaves a blank one out', () => {
    const body = batchRegisterFormSchema.parse(
      batchRegisterFormOf([proposal('a', 'ECON'), proposal('b', null)]),
    );
    expect(body).toEqual({
      items: [
        { id: 'a', version: 3, categoryCode: 'ECON' },
        { id: 'b', version: 3 },
      ],
    });
  });

  it('refuses what the contract refuses: no items, a category code over its limit', () => {
    const none = batchRegisterFormSchema.safeParse({ items: [] });
    expect(none.success ? [] : none.error.issues.map((issue) => issue.message)).toEqual([
      'validation.tooFew',
    ]);
    const long = batchRegisterFormSchema.safeParse(batchRegisterFormOf([proposal('a', 'X'.repeat(21))]));
    expect(long.success ? [] : long.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.categoryCode',
    ]);
  });

  it('names a field per proposal for the server reasons', () => {
    expect(batchRegisterFields(2)).toEqual(['items.0.categoryCode', 'items.1.categoryCode']);
  });
});
