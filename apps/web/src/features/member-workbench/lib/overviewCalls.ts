import { settled } from '../../../shared/api/firstScreen';
import type { AppDispatch } from '../../../shared/store/rootReducer';
import { memberWorkbenchApi } from '../api';
import { MEMBER_DEFAULT_FILTERS, memberListParams } from '../listQuery';

/** The overview's calls: the same arguments for its first screen and its hooks, so both are one cache entry. */
export const PENDING_PARAMS = memberListParams('drafts', { ...MEMBER_DEFAULT_FILTERS, pageSize: 10 });
export const RECENT_PARAMS = memberListParams('all', { ...MEMBER_DEFAULT_FILTERS, pageSize: 10 });
export const TODO_PARAMS = { filterHandle: 'proposal' } as const;

/** What the overview's first screen shows (`useFirstScreen`): it renders once, with all four answers. */
export function overviewFirstScreen(dispatch: AppDispatch): Promise<unknown> {
  const { endpoints } = memberWorkbenchApi;
  return Promise.all([
    settled(dispatch(endpoints.myProposalCounts.initiate(undefined, { subscribe: false }))),
    settled(dispatch(endpoints.myProposals.initiate(PENDING_PARAMS, { subscribe: false }))),
    settled(dispatch(endpoints.todos.initiate(TODO_PARAMS, { subscribe: false }))),
    settled(dispatch(endpoints.myProposals.initiate(RECENT_PARAMS, { subscribe: false }))),
  ]);
}
