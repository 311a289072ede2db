import { UNIT_LIST_TYPES, type TaskListType } from '@cppcc/contracts';

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

export interface TaskListParams {
  type: TaskListType;
  q?: string;
  page: number;
  pageSize: number;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The GET /api/tasks query for a list and the page's search params (q, page, pageSize). Bad values fall
 * back to the defaults, so a hand-edited address never gives a 400.
 */
export function taskListParams(type: TaskListType, search: URLSearchParams): TaskListParams {
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX);
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    type,
    ...(q ? { q } : {}),
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
  };
}
