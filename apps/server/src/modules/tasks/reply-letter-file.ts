import { Readable } from 'node:stream';
import { REPLY_DOCUMENT_TYPES, type WorkflowSettings } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../db/values';
import { insertAttachment } from '../attachments/repository';
import type { FileStorage } from '../attachments/storage';
import { userName } from '../proposals/lookups-repository';
import { findProposal } from '../proposals/repository';
import { buildReplyLetter, replyLetterFileName } from '../reply-letter/letter';
import { unitName } from './lookups-repository';
import type { ReplyRow, TaskRow } from './repository';

export interface StoredLetter {
  key: string;
  size: number;
  fileName: string;
  type: string;
}

/**
 * The 答复函 of a reply as a stored DOCX: from the reply's fields, signed by `signingLeader` (the typed
 * 签发领导, or the unit's 签发人 once they signed it off) on `day` (YYYY-MM-DD).
 */
export async function writeReplyLetter(
  db: Kysely<DB>,
  storage: FileStorage,
  workflow: WorkflowSettings,
  reply: ReplyRow,
  task: TaskRow,
  signed: { signingLeader: string; day: string },
): Promise<StoredLetter> {
  const proposal = await findProposal(db, task.proposalId);
  const unit = await unitName(db, task.unitId);
  const proposer = proposal ? await userName(db, proposal.firstProposerId) : undefined;
  const buffer = await buildReplyLetter({
    title: reply.title,
    resultClass: reply.resultClass ?? '',
    resultClassLabel: workflow.replyClasses.find((item) => item.code === reply.resultClass)?.zh ?? '',
    salutation: `${(proposer?.displayName ?? '').replace(/^委员\s*/, '')}委员：`,
    body: reply.body,
    unitName: unit?.name ?? '',
    signingLeader: signed.signingLeader,
    date: signed.day,
    contactPerson: reply.contactPerson,
    contactPhone: reply.contactPhone,
    docNumber: reply.docNumber,
  });
  const saved = await storage.save(Readable.from(buffer));
  return {
    ...saved,
    fileName: replyLetterFileName(
      proposal?.number === null || proposal === undefined ? null : Number(proposal.number),
    ),
    type: REPLY_DOCUMENT_TYPES.docx?.[0] ?? 'application/octet-stream',
  };
}

/** Records a stored letter as an attachment of the reply; its id becomes the reply's document. */
export async function recordLetter(
  trx: Kysely<DB>,
  reply: ReplyRow,
  letter: StoredLetter,
  uploadedBy: string,
  now: string,
): Promise<string> {
  const id = newId();
  await insertAttachment(trx, {
    id,
    ownerKind: 'reply',
    ownerId: reply.id,
    fileName: letter.fileName,
    contentType: letter.type,
    size: letter.size,
    storageKey: letter.key,
    uploadedBy,
    createdAt: now,
  });
  return id;
}
