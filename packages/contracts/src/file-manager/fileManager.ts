import { z } from 'zod';
import { hasUnsafeCharacters } from '../fileNames';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../proposals/attachments';

/**
 * The file manager (seed 001 §2 `/apps/file-manager`, §3 File, §7 `GET /api/file-manager-app/files`; issue 16):
 * each signed-in user's own folders and files, stored by the server.
 *
 * Decisions where the seed says nothing:
 * - `GET files?folderId=` answers one folder's items (the top when no folderId), folders first then by
 *   name, with the path from the top to it and the caller's usage against the quota. A folder of someone
 *   else (or an unknown id) is 404.
 * - A File has id, name, type (the extension in capitals, or 'folder'), owner, size in bytes (a folder: the
 *   sum of everything inside it), createdAt and modifiedAt, location (the folder path, as text in the
 *   caller's language), offline (a flag the user sets) and preview (what the page can show: image, pdf, docx,
 *   text, or null).
 * - Names are unique within a folder: an upload of a name already there is stored as `name (2).ext`; a
 *   rename, move or new folder onto a taken name is refused (409 on `name`).
 * - Files: PDF, Word, Excel, images and plain text; at most FILE_MANAGER_MAX_BYTES each; the content must
 *   begin as its extension says. The per-user quota is a server setting (FILE_MANAGER_QUOTA_MB), shared by
 *   everything the user uploads (mail files, attachments, pictures).
 * - Deleting a folder deletes everything inside it (the page says so in its confirmation).
 */

export const FILE_MANAGER_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const FILE_MANAGER_NAME_MAX = 200;
/** Allowed extensions and declared types (both must match; the content is sniffed on the server). */
export const FILE_MANAGER_TYPES: Readonly<Record<string, readonly string[]>> = {
  ...ATTACHMENT_TYPES,
  txt: ['text/plain'],
};
export const FILE_MANAGER_KINDS = ['folder', 'file'] as const;
export type FileManagerKind = (typeof FILE_MANAGER_KINDS)[number];
export const FILE_PREVIEWS = ['image', 'pdf', 'docx', 'text'] as const;
export type FilePreview = (typeof FILE_PREVIEWS)[number];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the page can show of a file of this type (null: download only). */
export function previewOf(contentType: string | null): FilePreview | null {
  if (!contentType) return null;
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === DOCX) return 'docx';
  if (contentType === 'text/plain') return 'text';
  return null;
}

/** Whether a name may name a file or folder: no separators, control or bidi characters, or `.`/`..`. */
export function isValidItemName(name: string): boolean {
  return name !== '.' && name !== '..' && !/[/\\]/.test(name) && !hasUnsafeCharacters(name);
}

const idSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });

export const fileManagerNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FILE_MANAGER_NAME_MAX, { error: 'validation.tooLong' })
  .refine(isValidItemName, { error: 'fileManager.nameInvalid' });

export const fileManagerPathEntrySchema = z.object({ id: z.string(), name: z.string() });
export type FileManagerPathEntry = z.infer<typeof fileManagerPathEntrySchema>;

export const fileManagerItemSchema = z.object({
  id: z.string(),
  kind: z.enum(FILE_MANAGER_KINDS),
  name: z.string(),
  /** 'folder' or the extension in capitals ('PDF', 'DOCX'). */
  type: z.string(),
  contentType: z.string().nullable(),
  owner: z.object({ id: z.string(), displayName: z.string() }),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /**
   * The template's dates (issue 31 §2), beside ours: `modified` = `modifiedAt`; `opened` = `modifiedAt`
   * too, as the server keeps no record of who opened a file when (a read is not a change).
   */
  modified: z.string(),
  opened: z.string(),
  /** The folder it is in (null: the top). */
  folderId: z.string().nullable(),
  /** The folder path as text: 我的文件 / 报告. */
  location: z.string(),
  offline: z.boolean(),
  preview: z.enum(FILE_PREVIEWS).nullable(),
});
export type FileManagerItem = z.infer<typeof fileManagerItemSchema>;

export const fileManagerUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type FileManagerUsage = z.infer<typeof fileManagerUsageSchema>;

/** `GET /api/file-manager-app/files`: one folder's items. */
export const fileManagerListingSchema = z.object({
  folder: fileManagerPathEntrySchema.nullable(),
  /** From the top down to the folder itself (empty at the top). */
  path: z.array(fileManagerPathEntrySchema),
  items: z.array(fileManagerItemSchema),
  usage: fileManagerUsageSchema,
});
export type FileManagerListing = z.infer<typeof fileManagerListingSchema>;

/**
 * `GET files`: the template asks with no query and reads an array of files (issue 31 §2): that form answers
 * the top folder's items alone. `folderId`, or `view=listing` for the top, answers our listing (the folder,
 * its path, its items and the usage).
 */
export const fileManagerFilesQuerySchema = z.object({
  folderId: idSchema.optional(),
  view: z.enum(['listing'], { error: 'validation.invalid' }).optional(),
});
export type FileManagerFilesQuery = z.infer<typeof fileManagerFilesQuerySchema>;
/** Whether `GET files` answers our listing rather than the template's array. */
export const asksForListing = (query: FileManagerFilesQuery) =>
  query.folderId !== undefined || query.view === 'listing';
export const fileManagerFilesAnswerSchema = z.union([
  fileManagerListingSchema,
  z.array(fileManagerItemSchema),
]);
export const fileManagerUploadQuerySchema = z.object({ folderId: idSchema.optional() });

/** `GET folders`: every folder of the caller, to choose where to move something. */
export const fileManagerFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  folderId: z.string().nullable(),
});
export const fileManagerFolderListSchema = z.array(fileManagerFolderSchema);
export type FileManagerFolder = z.infer<typeof fileManagerFolderSchema>;

export const createFolderBodySchema = z.object({
  name: fileManagerNameSchema,
  folderId: idSchema.nullable().default(null),
});
export type CreateFolderBody = z.input<typeof createFolderBodySchema>;
export const renameItemBodySchema = z.object({ name: fileManagerNameSchema });
export type RenameItemBody = z.infer<typeof renameItemBodySchema>;
/** folderId null: to the top. */
export const moveItemBodySchema = z.object({ folderId: idSchema.nullable() });
export type MoveItemBody = z.infer<typeof moveItemBodySchema>;
export const setOfflineBodySchema = z.object({ offline: z.boolean({ error: 'validation.required' }) });
export type SetOfflineBody = z.infer<typeof setOfflineBodySchema>;
export const removedItemSchema = z.object({ id: z.string(), removed: z.number().int() });

/** The top folder's name, as the location of an item there reads. */
export const FILE_MANAGER_ROOT_NAME = { 'zh-CN': '我的文件', en: 'My files' } as const;
