import type { ExportButtonProps } from '../../shared/ui/ExportButton';
import {
  PROPOSAL_KINDS,
  PROPOSAL_SORTS,
  PROPOSAL_STATES,
  type ProposalKind,
  type ProposalSort,
  type ProposalState,
} from '@cppcc/contracts';
import {
  filterDefaults,
  idParam,
  pageParam,
  pageSizeParam,
  textParam,
  type Filters,
  filterSchema,
  oneOfParam,
} from '../../shared/lib/urlFilters';

/** The proposal folders of the member workbench and the states each shows. */
export const PROPOSAL_FOLDERS = {
  all: [] as ProposalState[],
  drafts: ['draft', 'returned'] as ProposalState[],
  invitations: ['cosigning'] as ProposalState[],
} as const;
export type ProposalFolder = keyof typeof PROPOSAL_FOLDERS;

export const PAGE_SIZES = [10, 20, 50] as const;

/** A folder's filters as kept in the URL; unknown values fall back, so a hand-edited URL never gives a 400. */
export const memberFiltersSchema = filterSchema({
  q: textParam(100),
  state: oneOfParam(PROPOSAL_STATES),
  category: idParam(),
  kind: oneOfParam(PROPOSAL_KINDS),
  sort: oneOfParam(PROPOSAL_SORTS, 'updatedAt'),
  order: oneOfParam(['asc', 'desc'], 'desc'),
  page: pageParam(),
  pageSize: pageSizeParam(PAGE_SIZES, 20),
});
export type MemberFilters = Filters<typeof memberFiltersSchema>;
export const MEMBER_DEFAULT_FILTERS: MemberFilters = filterDefaults(memberFiltersSchema);

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

/** The GET /api/proposals query for a folder and its filters; a state outside the folder is ignored. */
export function memberListParams(folder: ProposalFolder, filters: MemberFilters): MemberListParams {
  const folderStates = PROPOSAL_FOLDERS[folder];
  const { state } = filters;
  const states =
    state && (folderStates.length === 0 || folderStates.includes(state)) ? [state] : folderStates;
  return {
    scope: 'mine',
    ...(states.length > 0 ? { state: states.join(',') } : {}),
    ...(filters.category ? { category: filters.category.slice(0, 20) } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** The export of the member's list: the same params, the member list's columns as shown. */
export function memberExportProps(
  folder: ProposalFolder,
  filters: MemberFilters,
  columns: readonly { id: string }[],
): ExportButtonProps {
  return {
    list: 'proposals.member',
    path: '/api/proposals/export.xlsx',
    params: { ...memberListParams(folder, filters), list: 'proposals.member' },
    columns: columns.map((column) => column.id),
  };
}
