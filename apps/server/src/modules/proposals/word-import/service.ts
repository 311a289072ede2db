import { Readable } from 'node:stream';
import {
  WORD_IMPORT_MAX_BYTES,
  WORD_IMPORT_MAX_UNPACKED_BYTES,
  WORD_IMPORT_TYPES,
  type PersonRef,
  type WordImportResult,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { newStorageKey, type FileStorage } from '../../attachments/storage';
import { receiveFile } from '../../attachments/service';
import type { UploadPart } from '../../attachments/upload-parts';
import { badRequest, isAppError, payloadTooLarge } from '../../../http/errors';
import { memberPicker } from '../reads';
import { readBlocks } from './document-blocks';
import { recognize } from './recognize';
import { checkWordArchive, ZipRefused } from './zip-guard';

/**
 * The upload kept in memory for the one request that reads it: the import stores nothing, yet passes the
 * same checks as every upload (receiveFile: name, declared type, size, content sniffed, one file).
 */
function memoryStorage(): FileStorage & { bytes(key: string): Buffer } {
  const files = new Map<string, Buffer>();
  return {
    async save(source) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      const key = newStorageKey();
      files.set(key, Buffer.concat(chunks));
      return { key, size: files.get(key)?.length ?? 0 };
    },
    open: (key) => Readable.from([files.get(key) ?? Buffer.alloc(0)]),
    remove: (key) => {
      files.delete(key);
      return Promise.resolve();
    },
    // Nothing outlives the request, so the sweep of unnamed files never finds any here.
    async *storedBefore() {},
    bytes: (key) => files.get(key) ?? Buffer.alloc(0),
  };
}

const tooLarge = () =>
  payloadTooLarge('wordImport.tooLarge', { params: { max: WORD_IMPORT_MAX_BYTES / 1024 / 1024 } });

function refusal(reason: ZipRefused['reason']) {
  if (reason === 'unpackedTooLarge')
    return payloadTooLarge('wordImport.unpackedTooLarge', {
      params: { max: WORD_IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024 },
    });
  return badRequest(`wordImport.${reason}`, { fields: { file: `wordImport.${reason}` } });
}

/** The member with exactly this display name, if exactly one has it. */
async function uniqueMember(db: Kysely<DB>, name: string): Promise<PersonRef | null> {
  const same = (await memberPicker(db, name)).items.filter((item) => item.displayName === name);
  const [only] = same;
  return same.length === 1 && only ? { id: only.id, displayName: only.displayName } : null;
}

export function wordImportService(db: Kysely<DB>) {
  return {
    /** Reads a proposal form from an uploaded .docx; refuses what is not one (400/413/415). */
    async read(file: UploadPart | undefined): Promise<WordImportResult> {
      const storage = memoryStorage();
      let received: Awaited<ReturnType<typeof receiveFile>>;
      try {
        received = await receiveFile(storage, file, WORD_IMPORT_TYPES, 'wordImport.notWord');
      } catch (error) {
        // The shared check words the proposal attachments' limit.
        if (isAppError(error) && error.message === 'proposal.fileTooLarge') throw tooLarge();
        throw error;
      }
      const bytes = storage.bytes(received.saved.key);
      await storage.remove(received.saved.key);
      let recognized: ReturnType<typeof recognize>;
      try {
        checkWordArchive(bytes, WORD_IMPORT_MAX_UNPACKED_BYTES);
        recognized = recognize(await readBlocks(bytes));
      } catch (error) {
        if (error instanceof ZipRefused) throw refusal(error.reason);
        // The archive is sound but its XML is not Word's: mammoth could not read it.
        throw refusal('damaged');
      }
      const members = new Map<string, PersonRef | null>();
      for (const { name } of recognized.proposers)
        if (!members.has(name)) members.set(name, await uniqueMember(db, name));
      return {
        fileName: received.fileName,
        title: recognized.title,
        analysis: recognized.analysis,
        suggestions: recognized.suggestions,
        contactName: recognized.contactName,
        contactPhone: recognized.contactPhone,
        contactAddress: recognized.contactAddress,
        proposers: recognized.proposers.map((proposer) => ({
          ...proposer,
          member: members.get(proposer.name) ?? null,
        })),
        unplaced: recognized.unplaced,
      };
    },
  };
}
