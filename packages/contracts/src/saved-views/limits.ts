import { hasAccess, authRoles } from '../roles';

/**
 * Saved views of a list (issue 30 §3): a named filter + sort + choice of columns, kept per user for one
 * list (`listId`, the export contract's list ids). The state is what the list keeps in its URL: `params`
 * are the list's search params (filters, sort; never the page) and `columns` the visible column ids in
 * order, so opening a view is writing it into the URL.
 *
 * Decisions where the issue says nothing:
 * - Staff (and admins) may share a view with all staff; members, units and leaders keep their views to
 *   themselves. A shared view is read by everyone of the staff group, edited and deleted by its owner or
 *   an admin only (others 403); another person's private view does not exist for anyone else (404).
 * - Each person picks their own default view per list (their own or a shared one): it opens when the list
 *   is opened without any parameter.
 * - Names are unique per owner and list (409), 1–60 characters; at most 50 views per person.
 *
 * The limits and who may share: schema-free, so the list's menu takes them without the schemas of
 * ./saved-views.
 */
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_PER_USER_MAX = 50;
export const SAVED_VIEW_PARAMS_MAX = 30;
export const SAVED_VIEW_PARAM_VALUE_MAX = 500;
export const SAVED_VIEW_COLUMNS_MAX = 40;

/** Who may share a view, and who reads the shared ones: the staff group. */
export const SAVED_VIEW_SHARE_ROLES = authRoles.staff;

export function canShareSavedViews(roles: readonly string[]): boolean {
  return hasAccess(SAVED_VIEW_SHARE_ROLES, roles);
}
