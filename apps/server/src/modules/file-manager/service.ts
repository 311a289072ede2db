import type { Readable } from 'node:stream';
import {
  FILE_MANAGER_TYPES,
  isValidItemName,
  type CreateFolderBody,
  type FileManagerFolder,
  type FileManagerItem,
  type FileManagerListing,
  type Language,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso, toDbBool, type Clock } from '../../db/values';
import { badRequest, conflict, notFound } from '../../http/errors';
import { allowedType } from '../attachments/service';
import type { FileStorage } from '../attachments/storage';
import type { UploadPart } from '../attachments/upload-parts';
import { claimSpace } from '../attachments/upload-space';
import { spaceUsed } from '../attachments/upload-space-repository';
import { byKindAndName, presentItem } from './presenter';
import {
  deleteItems,
  findItem,
  insertItem,
  itemsOf,
  namesIn,
  ownerName,
  updateItem,
  type ItemRow,
} from './repository';
import { itemTree, TOP } from './tree';
import { freeName, receiveBuffer, receiveUpload, type ReceivedFile } from './uploads';

export interface FileManagerDeps {
  /** Bytes each user's uploads may take together, the file manager's and others' (FILE_MANAGER_QUOTA_MB). */
  quotaBytes: number;
  now?: Clock;
}

/** A new row of the owner's, dated `at` (created and modified). */
function newItem(
  ownerId: string,
  folderId: string,
  at: string,
  fields: Pick<ItemRow, 'kind' | 'name' | 'contentType' | 'size' | 'storageKey'>,
): ItemRow {
  return { id: newId(), ownerId, folderId, ...fields, offline: 0, createdAt: at, updatedAt: at };
}

const nameTaken = () => conflict('fileManager.nameTaken', { fields: { name: 'fileManager.nameTaken' } });

/**
 * The file manager: each user's own folders and files. Every read and write is filtered by the caller's id,
 * so another user's item is simply not found (404), whatever its id.
 */
export function fileManagerService(db: Kysely<DB>, storage: FileStorage, deps: FileManagerDeps) {
  const now = deps.now ?? nowIso;

  async function present(trx: Kysely<DB>, ownerId: string, id: string, language: Language) {
    const tree = itemTree(await itemsOf(trx, ownerId));
    const row = tree.get(id);
    if (!row) throw notFound('fileManager.notFound');
    return presentItem(row, tree, { id: ownerId, displayName: await ownerName(trx, ownerId) }, language);
  }

  /** The caller's folder `folderId` ('' for the top); another's or a file is 404. */
  async function folderKey(trx: Kysely<DB>, ownerId: string, folderId: string | null | undefined) {
    if (!folderId) return TOP;
    const folder = await findItem(trx, ownerId, folderId);
    if (!folder || folder.kind !== 'folder') throw notFound('fileManager.folderNotFound');
    return folder.id;
  }

  async function ownItem(trx: Kysely<DB>, ownerId: string, id: string): Promise<ItemRow> {
    const row = await findItem(trx, ownerId, id);
    if (!row) throw notFound('fileManager.notFound');
    return row;
  }

  /** Renames and moves: a name taken in the destination is a 409 on `name`. */
  async function change(
    ownerId: string,
    id: string,
    language: Language,
    patch: (row: ItemRow, trx: Kysely<DB>) => Partial<ItemRow> | Promise<Partial<ItemRow>>,
  ) {
    try {
      return await inTransaction(db, async (trx) => {
        const row = await ownItem(trx, ownerId, id);
        const changes = await patch(row, trx);
        const folderId = changes.folderId ?? row.folderId;
        const name = changes.name ?? row.name;
        if (
          (folderId !== row.folderId || name !== row.name) &&
          (await namesIn(trx, ownerId, folderId)).has(name)
        )
          throw nameTaken();
        await updateItem(trx, ownerId, id, changes);
        return present(trx, ownerId, id, language);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Records a received file in the folder, within the upload quota; the stored bytes go if that fails. */
  async function record(
    ownerId: string,
    folderId: string | null | undefined,
    file: ReceivedFile,
    language: Language,
  ) {
    try {
      return await inTransaction(db, async (trx) => {
        const folder = await folderKey(trx, ownerId, folderId);
        await claimSpace(trx, ownerId, deps.quotaBytes, file.saved.size);
        const row = newItem(ownerId, folder, now(), {
          kind: 'file',
          name: freeName(file.fileName, await namesIn(trx, ownerId, folder)),
          contentType: file.type,
          size: file.saved.size,
          storageKey: file.saved.key,
        });
        await insertItem(trx, row);
        return present(trx, ownerId, row.id, language);
      });
    } catch (error) {
      await storage.remove(file.saved.key);
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    /** One folder's items (the top without an id), its path, and the caller's usage. */
    async list(
      ownerId: string,
      folderId: string | undefined,
      language: Language,
    ): Promise<FileManagerListing> {
      const rows = await itemsOf(db, ownerId);
      const tree = itemTree(rows);
      const folder = folderId ? tree.get(folderId) : undefined;
      if (folderId && folder?.kind !== 'folder') throw notFound('fileManager.folderNotFound');
      const owner = { id: ownerId, displayName: await ownerName(db, ownerId) };
      const items = [...tree.childrenOf(folder?.id ?? TOP)].sort(byKindAndName);
      // The quota covers every upload of the user's, so the usage shown does too.
      const used = await spaceUsed(db, ownerId);
      return {
        folder: folder ? { id: folder.id, name: folder.name } : null,
        path: folder ? tree.pathTo(folder.id) : [],
        items: items.map((row) => presentItem(row, tree, owner, language)),
        usage: { usedBytes: used, quotaBytes: deps.quotaBytes },
      };
    },

    async folders(ownerId: string): Promise<FileManagerFolder[]> {
      const tree = itemTree(await itemsOf(db, ownerId));
      return tree
        .folders()
        .sort(byKindAndName)
        .map((row) => ({ id: row.id, name: row.name, folderId: row.folderId === TOP ? null : row.folderId }));
    },

    async createFolder(
      ownerId: string,
      body: CreateFolderBody,
      language: Language,
    ): Promise<FileManagerItem> {
      try {
        return await inTransaction(db, async (trx) => {
          const folder = await folderKey(trx, ownerId, body.folderId);
          const name = body.name.trim();
          if ((await namesIn(trx, ownerId, folder)).has(name)) throw nameTaken();
          const row = newItem(ownerId, folder, now(), {
            kind: 'folder',
            name,
            contentType: null,
            size: 0,
            storageKey: null,
          });
          await insertItem(trx, row);
          return present(trx, ownerId, row.id, language);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** An uploaded file into a folder of the caller (checked before the file is read). */
    async upload(
      ownerId: string,
      folderId: string | undefined,
      file: () => Promise<UploadPart | undefined>,
      language: Language,
    ) {
      await folderKey(db, ownerId, folderId);
      const received = await receiveUpload(storage, await file(), {
        db,
        id: ownerId,
        quotaBytes: deps.quotaBytes,
      });
      if (!isValidItemName(received.fileName)) {
        await storage.remove(received.saved.key);
        throw badRequest('fileManager.nameInvalid', { fields: { file: 'fileManager.nameInvalid' } });
      }
      return record(ownerId, folderId, received, language);
    },

    /** The same checks for a file at hand (the demo seed's). */
    async uploadBuffer(
      ownerId: string,
      folderId: string | null,
      fileName: string,
      contentType: string,
      content: Buffer,
      language: Language,
    ) {
      return record(
        ownerId,
        folderId,
        await receiveBuffer(storage, fileName, contentType, content),
        language,
      );
    },

    /** A file of the caller's, to download or preview. */
    async open(
      ownerId: string,
      id: string,
    ): Promise<{ row: { contentType: string; size: number; fileName: string }; stream: Readable }> {
      const row = await findItem(db, ownerId, id);
      if (!row || row.kind !== 'file' || !row.storageKey) throw notFound('fileManager.notFound');
      return {
        row: {
          contentType: row.contentType ?? 'application/octet-stream',
          size: row.size,
          fileName: row.name,
        },
        stream: storage.open(row.storageKey),
      };
    },

    /** A file keeps an extension of its checked type, so its name never says it is something else. */
    rename(ownerId: string, id: string, name: string, language: Language) {
      return change(ownerId, id, language, (row) => {
        const next = name.trim();
        if (row.kind === 'file' && !allowedType(next, row.contentType ?? '', FILE_MANAGER_TYPES))
          throw badRequest('fileManager.extensionMismatch', {
            fields: { name: 'fileManager.extensionMismatch' },
          });
        return { name: next, updatedAt: now() };
      });
    },

    /** Into another folder of the caller's (null: the top); never into itself or below it. */
    move(ownerId: string, id: string, folderId: string | null, language: Language) {
      return change(ownerId, id, language, async (row, trx) => {
        const target = await folderKey(trx, ownerId, folderId);
        if (row.kind === 'folder' && target !== TOP) {
          const inside = itemTree(await itemsOf(trx, ownerId)).subtree(row.id);
          if (inside.some((item) => item.id === target))
            throw badRequest('fileManager.moveIntoItself', {
              fields: { folderId: 'fileManager.moveIntoItself' },
            });
        }
        return { folderId: target, updatedAt: now() };
      });
    },

    setOffline(ownerId: string, id: string, offline: boolean, language: Language) {
      return change(ownerId, id, language, () => ({ offline: toDbBool(offline) }));
    },

    /** The item and, for a folder, everything inside it; the stored bytes go after the rows. */
    async remove(ownerId: string, id: string): Promise<{ id: string; removed: number }> {
      const removed = await inTransaction(db, async (trx) => {
        await ownItem(trx, ownerId, id);
        const doomed = itemTree(await itemsOf(trx, ownerId)).subtree(id);
        await deleteItems(
          trx,
          ownerId,
          doomed.map((row) => row.id),
        );
        return doomed;
      });
      for (const row of removed) if (row.storageKey) await storage.remove(row.storageKey);
      return { id, removed: removed.length };
    },
  };
}
export type FileManagerService = ReturnType<typeof fileManagerService>;
