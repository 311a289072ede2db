/** The file manager's addresses (seed 001 `/apps/file-manager`): the top, or `/apps/file-manager/{folderId}`. */
export const FILE_MANAGER_PATH = '/apps/file-manager';
export const FILE_MANAGER_ROUTE = `${FILE_MANAGER_PATH}/:folderId?`;
export const folderPath = (folderId: string | null) =>
  folderId ? `${FILE_MANAGER_PATH}/${encodeURIComponent(folderId)}` : FILE_MANAGER_PATH;
