import { UNIT_LIST_TYPES, type TaskListType } from '@cppcc/contracts';
import {
  pageParam,
  pageSizeParam,
  textParam,
  type Filters,
  filterSchema,
} from '../../../shared/lib/urlFilters';

/** The unit's lists (seed route /apps/undertaker/proposal_list/{type}). */
export type UnitListType = (typeof UNIT_LIST_TYPES)[number];

/**
 * The unit's folders (/apps/undertaker/{folderHandle}): the situations a clerk looks for besides the
 * lists — tasks falling due, replies waiting for the committee's review, and the unit's open requests.
 * Each is a task list type the API filters on (for an undertaker, always within its own unit).
 */
export const UNIT_FOLDERS = {
  due_soon: 'due_soon',
  review: 'pending_review',
  extension: 'extension_requested',
  adjustment: 'adjust_requested',
} as const satisfies Record<string, TaskListType>;
export type UnitFolder = keyof typeof UNIT_FOLDERS;
export const UNIT_FOLDER_HANDLES = Object.keys(UNIT_FOLDERS) as UnitFolder[];

export function parseListType(value: string | undefined): UnitListType | null {
  return value !== undefined && (UNIT_LIST_TYPES as readonly string[]).includes(value)
    ? (value as UnitListType)
    : null;
}

export function parseFolder(value: string | undefined): UnitFolder | null {
  return value !== undefined && Object.hasOwn(UNIT_FOLDERS, value) ? (value as UnitFolder) : null;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const SEARCH_MAX = 100;

/** A list's filters in the address (q, page, pageSize); bad values fall back, so a hand-edited address never gives a 400. */
export const taskFiltersSchema = filterSchema({
  q: textParam(SEARCH_MAX),
  page: pageParam(),
  pageSize: pageSizeParam(PAGE_SIZES, 20),
});
export type TaskFilters = Filters<typeof taskFiltersSchema>;

export interface TaskListParams {
  type: TaskListType;
  q?: string;
  page: number;
  pageSize: number;
}

/** The GET /api/tasks query for a list and its filters. */
export function taskListParams(type: TaskListType, filters: TaskFilters): TaskListParams {
  return { type, ...(filters.q ? { q: filters.q } : {}), page: filters.page, pageSize: filters.pageSize };
}
