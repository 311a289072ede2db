import { settled } from '../../../shared/api/firstScreen';
import { sharedReadsApi } from '../../../shared/api/sharedReads';
import type { AppDispatch } from '../../../shared/store/rootReducer';
import { memberWorkbenchApi } from '../api';
import { MEMBER_DEFAULT_FILTERS, memberListParams } from '../listQuery';

/** The overview's calls: the same arguments for its first screen and its hooks, so both are one cache entry. */
export const PENDING_PARAMS = memberListParams('drafts', { ...MEMBER_DEFAULT_FILTERS, pageSize: 10 });
export const RECENT_PARAMS = memberListParams('all', { ...MEMBER_DEFAULT_FILTERS, pageSize: 10 });
export const TODO_PARAMS = { filterHandle: 'proposal' } as const;

/**
 * What the overview's first screen shows (`useFirstScreen`): it renders once, with all five answers. The topic
 * guide is one of them: asked only when its card mounted, it answered after the first screen, whose card then
 * rendered twice more on a cold load's busy main thread (its call pending, then its list; issue 33 §1).
 */
export function overviewFirstScreen(dispatch: AppDispatch): Promise<unknown> {
  const { endpoints } = memberWorkbenchApi;
  return Promise.all([
    settled(dispatch(endpoints.myProposalCounts.initiate(undefined, { subscribe: false }))),
    settled(dispatch(endpoints.myProposals.initiate(PENDING_PARAMS, { subscribe: false }))),
    settled(dispatch(endpoints.todos.initiate(TODO_PARAMS, { subscribe: false }))),
    settled(dispatch(endpoints.myProposals.initiate(RECENT_PARAMS, { subscribe: false }))),
    settled(dispatch(sharedReadsApi.endpoints.topics.initiate(undefined, { subscribe: false }))),
  ]);
}
