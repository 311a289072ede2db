import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_TYPES,
  type Attachment,
  type MessageKey,
  withoutUnsafeCharacters,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../http/errors';
import { contactOfUser } from '../proposals/lookups-repository';
import { listSigners, type ProposalRow } from '../proposals/repository';
import { actorKinds } from '../proposals/context';
import { proposalsService } from '../proposals/service';
import {
  countAttachments,
  deleteAttachment,
  findAttachment,
  insertAttachment,
  type AttachmentRow,
} from './repository';
import { contentMatches, readHead } from './sniff';
import type { FileStorage } from './storage';
import { withinRoom, type UploadPart } from './upload-parts';
import { claimSpace, quotaReached } from './upload-space';
import { spaceUsed } from './upload-space-repository';
import { insertSideEvent } from '../proposals/events';
import type { Caller } from '../auth/guard';

/** `attachment; filename="ascii fallback"; filename*=UTF-8''<percent-encoded>` (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file as a download: its type and size, its name (RFC 6266), never cached or sniffed. */
export function sendStoredFile(
  reply: FastifyReply,
  row: { contentType: string; size: number; fileName: string },
  stream: Readable,
) {
  void reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.size))
    .header('content-disposition', contentDisposition(row.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(stream);
}

/** The allowed content type for this file name, or undefined when the pair is not allowed. */
export function allowedType(
  fileName: string,
  contentType: string,
  allowed: Readonly<Record<string, readonly string[]>> = ATTACHMENT_TYPES,
): string | undefined {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const types = allowed[extension];
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return types?.includes(type) ? type : undefined;
}

/** The bare name, without control or bidi characters (the one place every upload's name passes). */
export function safeName(fileName: string): string {
  const base = withoutUnsafeCharacters(path.basename(fileName.replace(/\\/g, '/'))).trim();
  return base.slice(-200) || 'file';
}

/** Whose upload it is, for the quota: what is left bounds what the storage takes (upload-space.ts). */
export interface Uploader {
  db: Kysely<DB>;
  id: string;
  /** Defaults to the storage's. */
  quotaBytes?: number;
}

/**
 * Streams an uploaded file into the storage after checking its name and type (415), size (413), the space
 * the uploader has left (413) and that no second file follows (400); nothing is left behind on failure. The
 * caller records it in the database within the quota (claimSpace) and removes the stored file if that fails.
 */
export async function receiveFile(
  storage: FileStorage,
  file: UploadPart | undefined,
  allowed: Readonly<Record<string, readonly string[]>>,
  typeMessage: MessageKey,
  uploader?: Uploader,
): Promise<{ fileName: string; type: string; saved: { key: string; size: number } }> {
  if (!file) throw badRequest('proposal.fileMissing', { fields: { file: 'proposal.fileMissing' } });
  const fileName = safeName(file.filename);
  const type = allowedType(fileName, file.mimetype, allowed);
  if (!type) {
    file.file.resume(); // drain, so the connection can answer
    throw unsupportedMediaType(typeMessage);
  }
  const tooLarge = () =>
    payloadTooLarge('proposal.fileTooLarge', { params: { max: ATTACHMENT_MAX_BYTES / 1024 / 1024 } });
  const quotaBytes = uploader?.quotaBytes ?? storage.quotaBytes;
  let source: Readable = file.file;
  if (uploader && quotaBytes !== undefined) {
    const used = await spaceUsed(uploader.db, uploader.id);
    source = withinRoom(file.file, Math.max(0, quotaBytes - used), (size) =>
      quotaReached(used, quotaBytes, size),
    );
  }
  let saved: { key: string; size: number };
  try {
    saved = await storage.save(source);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated)
      throw tooLarge();
    throw error;
  }
  try {
    if (file.file.truncated) throw tooLarge();
    if (!contentMatches(path.extname(fileName).slice(1), await readHead(storage.open(saved.key))))
      throw unsupportedMediaType('file.contentMismatch');
    await file.rest?.();
  } catch (error) {
    await storage.remove(saved.key);
    throw error;
  }
  return { fileName, type, saved };
}

export function attachmentsService(
  db: Kysely<DB>,
  storage: FileStorage,
  deps: { dialect: 'sqlite' | 'postgres' },
) {
  /** The proposal, visible (else 404), editable by this caller (first proposer, draft/returned). */
  async function checkCanEdit(
    proposalId: string,
    caller: Caller,
    trx: Kysely<DB> = db,
  ): Promise<ProposalRow> {
    const row = await proposalsService(trx, deps).loadVisible(proposalId, caller);
    const kinds = actorKinds(caller, await listSigners(trx, row.id));
    if (!kinds.includes('first_proposer')) throw forbidden('proposal.notEditable');
    if (row.state !== 'draft' && row.state !== 'returned') throw conflict('proposal.notEditable');
    return row;
  }

  return {
    checkCanEdit,
    async upload(proposalId: string, caller: Caller, file: UploadPart | undefined): Promise<Attachment> {
      const { fileName, type, saved } = await receiveFile(
        storage,
        file,
        ATTACHMENT_TYPES,
        'proposal.fileType',
        { db, id: caller.id },
      );
      try {
        return await inTransaction(db, async (trx) => {
          // Checked again inside the transaction: the proposal may have been submitted meanwhile.
          const row = await checkCanEdit(proposalId, caller, trx);
          if ((await countAttachments(trx, 'proposal', row.id)) >= ATTACHMENT_MAX_COUNT)
            throw conflict('proposal.tooManyAttachments', { params: { max: ATTACHMENT_MAX_COUNT } });
          await claimSpace(trx, caller.id, storage.quotaBytes, saved.size);
          const now = nowIso();
          const attachment: AttachmentRow = {
            id: newId(),
            ownerKind: 'proposal',
            ownerId: row.id,
            fileName,
            contentType: type,
            size: saved.size,
            storageKey: saved.key,
            uploadedBy: caller.id,
            createdAt: now,
          };
          await insertAttachment(trx, attachment);
          await insertSideEvent(
            trx,
            {
              proposalId: row.id,
              actorId: caller.id,
              action: 'attachment_add',
              state: row.state,
              comment: fileName,
            },
            now,
          );
          const user = await contactOfUser(trx, caller.id);
          return {
            id: attachment.id,
            fileName,
            contentType: type,
            size: saved.size,
            uploadedBy: { id: caller.id, displayName: user.displayName },
            createdAt: now,
          };
        });
      } catch (error) {
        await storage.remove(saved.key);
        throw error;
      }
    },

    /** The file, for whoever may see its proposal (others get 404). */
    async open(id: string, caller: Caller): Promise<{ row: AttachmentRow; stream: Readable }> {
      const row = await findAttachment(db, id);
      if (!row || row.ownerKind !== 'proposal') throw notFound();
      await proposalsService(db, deps).loadVisible(row.ownerId, caller);
      return { row, stream: storage.open(row.storageKey) };
    },

    async remove(proposalId: string, attachmentId: string, caller: Caller): Promise<void> {
      const key = await inTransaction(db, async (trx) => {
        const row = await checkCanEdit(proposalId, caller, trx);
        const attachment = await findAttachment(trx, attachmentId);
        if (!attachment || attachment.ownerKind !== 'proposal' || attachment.ownerId !== row.id)
          throw notFound();
        await deleteAttachment(trx, attachment.id);
        await insertSideEvent(
          trx,
          {
            proposalId: row.id,
            actorId: caller.id,
            action: 'attachment_remove',
            state: row.state,
            comment: attachment.fileName,
          },
          nowIso(),
        );
        return attachment.storageKey;
      });
      await storage.remove(key);
    },
  };
}
