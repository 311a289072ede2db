import type { ProposalList } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import type { AppDispatch } from '../../shared/store/rootReducer';
import { memberWorkbenchApi } from './api';
import type { MemberListParams } from './listQuery';

const byNumber: MemberListParams = { scope: 'mine', sort: 'updatedAt', order: 'desc', page: 2, pageSize: 10 };
const answer: ProposalList = {
  items: [],
  total: 30,
  totalCapped: false,
  page: 2,
  pageSize: 10,
  nextCursor: 'c2',
};

/** The store's state as the endpoint's selector types it (the api's slice is injected at run time). */
type ListState = Parameters<ReturnType<typeof memberWorkbenchApi.endpoints.myProposals.select>>[0];

describe("the member's list by cursor", () => {
  it('keeps page p asked by cursor and by number in one cache entry (no refetch, no flash)', async () => {
    const store = makeStore();
    const dispatch = store.dispatch as AppDispatch;
    await dispatch(
      memberWorkbenchApi.util.upsertQueryData('myProposals', { ...byNumber, after: 'c1' }, answer),
    );
    const select = (args: MemberListParams & { after?: string }) =>
      memberWorkbenchApi.endpoints.myProposals.select(args)(store.getState() as ListState);
    expect(select(byNumber).data).toEqual(answer);
    expect(select({ ...byNumber, page: 3 }).data).toBeUndefined();
    expect(select({ ...byNumber, state: 'draft' }).data).toBeUndefined();
  });
});
