import type { DbBool, Id, IsoTime } from './values';

/** File storage in the database and the file manager's items (migration 0019_file_manager). */

export interface StoredFilesTable {
  /** The opaque storage key (modules/attachments/storage.ts). */
  key: string;
  content: Buffer;
  size: number;
  createdAt: IsoTime;
}

export interface FileManagerItemsTable {
  id: Id;
  /** The user whose file or folder it is. */
  ownerId: Id;
  /** The parent folder's id; '' at the top. */
  folderId: string;
  /** 'folder' | 'file' */
  kind: string;
  name: string;
  /** A file's checked type; null for a folder. */
  contentType: string | null;
  /** Bytes; 0 for a folder. */
  size: number;
  /** A file's storage key; null for a folder. */
  storageKey: string | null;
  /** Kept available offline (a flag the user sets). */
  offline: DbBool;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface FileManagerTables {
  storedFiles: StoredFilesTable;
  fileManagerItems: FileManagerItemsTable;
}
