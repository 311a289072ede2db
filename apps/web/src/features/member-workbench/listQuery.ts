import {
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATES,
  type ProposalKind,
  type ProposalSort,
  type ProposalState,
} from '@cppcc/contracts';

/** The proposal folders of the member workbench and the states each shows. */
export const PROPOSAL_FOLDERS = {
  all: [] as ProposalState[],
  drafts: ['draft', 'returned'] as ProposalState[],
  invitations: ['cosigning'] as ProposalState[],
} as const;
export type ProposalFolder = keyof typeof PROPOSAL_FOLDERS;

export interface MemberListParams {
  scope: 'mine';
  state?: string;
  category?: string;
  kind?: ProposalKind;
  q?: string;
  sort: ProposalSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The GET /api/proposals query for a folder and the page's URL search params (state, category, kind, q,
 * sort, order, page, pageSize). Unknown values are dropped, so a hand-edited URL never gives a 400.
 */
export function memberListParams(folder: ProposalFolder, search: URLSearchParams): MemberListParams {
  const folderStates = PROPOSAL_FOLDERS[folder];
  const state = oneOf(PROPOSAL_STATES, search.get('state'));
  const states =
    state && (folderStates.length === 0 || folderStates.includes(state)) ? [state] : folderStates;
  const q = search.get('q')?.trim().slice(0, 100);
  const category = search.get('category')?.trim().slice(0, 20);
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    scope: 'mine',
    ...(states.length > 0 ? { state: states.join(',') } : {}),
    ...(category ? { category } : {}),
    ...(oneOf(PROPOSAL_KINDS, search.get('kind')) ? { kind: oneOf(PROPOSAL_KINDS, search.get('kind')) } : {}),
    ...(q ? { q } : {}),
    sort: oneOf(PROPOSAL_SORTS, search.get('sort')) ?? 'updatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
  };
}
