import {
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LABEL_IDS,
  type MailFilter,
  type MailFolder,
  type MailLabelId,
} from '@cppcc/contracts';

/** The mail app's addresses (seed 001): a folder, a label or a filter, and optionally the mail open in it. */
export const MAIL_ROOT = '/apps/mail';
export const MAIL_INBOX_PATH = `${MAIL_ROOT}/inbox`;
export const MAIL_FOLDER_ROUTE = `${MAIL_ROOT}/:folderHandle/:mailId?`;
export const MAIL_LABEL_ROUTE = `${MAIL_ROOT}/label/:labelHandle/:mailId?`;
export const MAIL_FILTER_ROUTE = `${MAIL_ROOT}/filter/:filterHandle/:mailId?`;

export type MailView =
  | { kind: 'folder'; handle: MailFolder }
  | { kind: 'label'; handle: MailLabelId }
  | { kind: 'filter'; handle: MailFilter };

const known = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The view the route's parameters name, or null for an unknown handle. */
export function viewOf(params: {
  folderHandle?: string | undefined;
  labelHandle?: string | undefined;
  filterHandle?: string | undefined;
}): MailView | null {
  if (params.labelHandle !== undefined)
    return known(MAIL_LABEL_IDS, params.labelHandle) ? { kind: 'label', handle: params.labelHandle } : null;
  if (params.filterHandle !== undefined)
    return known(MAIL_FILTERS, params.filterHandle) ? { kind: 'filter', handle: params.filterHandle } : null;
  return known(MAIL_FOLDERS, params.folderHandle) ? { kind: 'folder', handle: params.folderHandle } : null;
}

/** The address of a view, with a mail open in it or not. */
export function mailPath(view: MailView, mailId?: string): string {
  const base =
    view.kind === 'folder' ? `${MAIL_ROOT}/${view.handle}` : `${MAIL_ROOT}/${view.kind}/${view.handle}`;
  return mailId ? `${base}/${encodeURIComponent(mailId)}` : base;
}

/** The list query of a view. */
export function viewQuery(view: MailView): { folder?: MailFolder; label?: MailLabelId; filter?: MailFilter } {
  if (view.kind === 'folder') return { folder: view.handle };
  if (view.kind === 'label') return { label: view.handle };
  return { filter: view.handle };
}

export function sameView(a: MailView, b: MailView): boolean {
  return a.kind === b.kind && a.handle === b.handle;
}
