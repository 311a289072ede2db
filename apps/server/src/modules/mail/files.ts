import path from 'node:path';
import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type MailAttachment } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso, type Clock } from '../../db/values';
import { notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { findAttachment, insertAttachment } from '../attachments/repository';
import { allowedType, receiveFile, safeName } from '../attachments/service';
import { contentMatches } from '../attachments/sniff';
import type { FileStorage } from '../attachments/storage';
import type { UploadPart } from '../attachments/upload-parts';
import { claimSpace } from '../attachments/upload-space';
import { filesAvailableTo } from './repository';
import type { MailCaller } from './service';

/**
 * A mail's files: uploaded with the proposal attachments' checks (name and type, size, content sniffed) and
 * kept as rows of `attachments` (owner kind `mail`, owner the uploader) until a mail links them. A file is
 * downloadable by whoever uploaded it or has a mail carrying it.
 */
export function mailFiles(db: Kysely<DB>, storage: FileStorage, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  async function record(
    caller: MailCaller,
    file: { fileName: string; type: string; saved: { key: string; size: number } },
  ): Promise<MailAttachment> {
    const id = newId();
    try {
      await inTransaction(db, async (trx) => {
        await claimSpace(trx, caller.id, storage.quotaBytes, file.saved.size);
        await insertAttachment(trx, {
          id,
          ownerKind: 'mail',
          ownerId: caller.id,
          fileName: file.fileName,
          contentType: file.type,
          size: file.saved.size,
          storageKey: file.saved.key,
          uploadedBy: caller.id,
          createdAt: now(),
        });
      });
    } catch (error) {
      await storage.remove(file.saved.key);
      throw error;
    }
    return { id, fileName: file.fileName, contentType: file.type, size: file.saved.size };
  }

  return {
    /** POST attachments: one multipart file. */
    async upload(caller: MailCaller, file: UploadPart | undefined): Promise<MailAttachment> {
      return record(
        caller,
        await receiveFile(storage, file, ATTACHMENT_TYPES, 'mail.fileType', { db, id: caller.id }),
      );
    },

    /** The same checks for a file at hand (the demo seed's). */
    async uploadBuffer(
      caller: MailCaller,
      givenName: string,
      contentType: string,
      content: Buffer,
    ): Promise<MailAttachment> {
      const fileName = safeName(givenName);
      const type = allowedType(fileName, contentType);
      if (!type) throw unsupportedMediaType('mail.fileType');
      if (content.length > ATTACHMENT_MAX_BYTES) throw payloadTooLarge('proposal.fileTooLarge');
      if (!contentMatches(path.extname(fileName).slice(1), content.subarray(0, 16)))
        throw unsupportedMediaType('file.contentMismatch');
      const saved = await storage.save(Readable.from([content]));
      return record(caller, { fileName, type, saved });
    },

    /** The file for whoever uploaded it or has a mail carrying it (others: 404). */
    async open(caller: MailCaller, attachmentId: string) {
      const available = await filesAvailableTo(db, caller.id, [attachmentId]);
      const row = available.has(attachmentId) ? await findAttachment(db, attachmentId) : undefined;
      if (!row) throw notFound();
      return { row, stream: storage.open(row.storageKey) };
    },
  };
}
export type MailFiles = ReturnType<typeof mailFiles>;
