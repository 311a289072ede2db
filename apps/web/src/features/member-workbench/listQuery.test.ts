import { describe, expect, it } from 'vitest';
import { memberListParams } from './listQuery';

describe('memberListParams', () => {
  it('defaults to my proposals, newest first, page 1 of 20', () => {
    expect(memberListParams('all', new URLSearchParams())).toEqual({
      scope: 'mine',
      sort: 'updatedAt',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
  });
  it('keeps valid filters and drops unknown values', () => {
    const params = memberListParams(
      'all',
      new URLSearchParams(
        'state=registered&kind=joint&q= 交通 &sort=bogus&page=-3&pageSize=7&category=economy',
      ),
    );
    expect(params).toMatchObject({ state: 'registered', kind: 'joint', q: '交通', category: 'economy' });
    expect(params).toMatchObject({ sort: 'updatedAt', page: 1, pageSize: 20 });
    expect(memberListParams('all', new URLSearchParams('state=nope&kind=x')).state).toBeUndefined();
  });
  it('limits a folder to its states', () => {
    expect(memberListParams('drafts', new URLSearchParams()).state).toBe('draft,returned');
    expect(memberListParams('drafts', new URLSearchParams('state=returned')).state).toBe('returned');
    expect(memberListParams('drafts', new URLSearchParams('state=closed')).state).toBe('draft,returned');
    expect(memberListParams('invitations', new URLSearchParams()).state).toBe('cosigning');
  });
});
