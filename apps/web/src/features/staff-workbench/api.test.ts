import type { ProposalList } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import type { AppDispatch } from '../../shared/store/rootReducer';
import { staffApi } from './api';

const byNumber = {
  scope: 'all',
  state: 'submitted',
  sort: 'updatedAt',
  order: 'desc',
  page: 4,
  pageSize: 20,
} as const;
const answer: ProposalList = {
  items: [],
  total: 100,
  totalCapped: false,
  page: 4,
  pageSize: 20,
  nextCursor: 'c4',
};

/** The store's state as the endpoint's selector types it (the api's slice is injected at run time). */
type ListState = Parameters<ReturnType<typeof staffApi.endpoints.staffProposals.select>>[0];

describe('the staff list by cursor', () => {
  it('keeps page p asked by cursor and by number in one cache entry (no refetch, no flash)', async () => {
    const store = makeStore();
    const dispatch = store.dispatch as AppDispatch;
    await dispatch(staffApi.util.upsertQueryData('staffProposals', { ...byNumber, after: 'c3' }, answer));
    const select = (args: object) =>
      staffApi.endpoints.staffProposals.select(args)(store.getState() as ListState);
    expect(select(byNumber).data).toEqual(answer);
    expect(select({ ...byNumber, after: 'another' }).data).toEqual(answer);
    expect(select({ ...byNumber, page: 5 }).data).toBeUndefined();
    expect(select({ ...byNumber, q: '养老' }).data).toBeUndefined();
  });
});
