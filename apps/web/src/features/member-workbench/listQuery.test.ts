import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../shared/lib/urlFilters';
import { MEMBER_DEFAULT_FILTERS, memberFiltersSchema, memberListParams } from './listQuery';

const params = (folder: Parameters<typeof memberListParams>[0], search = '') =>
  memberListParams(folder, parseFilters(memberFiltersSchema, new URLSearchParams(search)));

describe('memberListParams', () => {
  it('defaults to my proposals, newest first, page 1 of 20', () => {
    expect(params('all')).toEqual({ scope: 'mine', sort: 'updatedAt', order: 'desc', page: 1, pageSize: 20 });
    expect(memberListParams('all', MEMBER_DEFAULT_FILTERS)).toEqual(params('all'));
  });
  it('keeps valid filters and drops unknown values', () => {
    const query = params(
      'all',
      'state=registered&kind=joint&q= 交通 &sort=bogus&page=-3&pageSize=7&category=economy',
    );
    expect(query).toMatchObject({ state: 'registered', kind: 'joint', q: '交通', category: 'economy' });
    expect(query).toMatchObject({ sort: 'updatedAt', page: 1, pageSize: 20 });
    expect(params('all', 'state=nope&kind=x').state).toBeUndefined();
  });
  it('limits a folder to its states', () => {
    expect(params('drafts').state).toBe('draft,returned');
    expect(params('drafts', 'state=returned').state).toBe('returned');
    expect(params('drafts', 'state=closed').state).toBe('draft,returned');
    expect(params('invitations').state).toBe('cosigning');
  });
});
