import {
  REPLY_DOCUMENT_TYPES,
  type ReplyDetail,
  type ReplyPublication,
  type ReplyState,
  type ReplyUpdateBody,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../db/versioned';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso } from '../../db/values';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { findAttachment, insertAttachment } from '../attachments/repository';
import { receiveFile } from '../attachments/service';
import type { FileStorage } from '../attachments/storage';
import type { UploadPart } from '../attachments/upload-parts';
import { claimSpace } from '../attachments/upload-space';
import { isStaff } from '../proposals/repository';
import { workflowSettingsService } from '../workflow-settings/service';
import { isMine } from './access';
import { attachmentWithUploader, signerOf } from './lookups-repository';
import { writeReplyLetter } from './reply-letter-file';
import { replyChain, unitHasApprover } from './approval';
import { addDays } from '../../lib/dates';
import { opinionViews, toTaskSummary } from './reads';
import {
  countCommunications,
  findReply,
  findTask,
  findTaskSummary,
  opinionsOfReply,
  tasksOfProposal,
  type ReplyRow,
  type TaskRow,
} from './repository';
import { insertSideEvent } from '../proposals/events';
import type { Caller } from '../auth/guard';

const EDITABLE_REPLY_STATES: readonly string[] = ['draft', 'countersigning', 'rejected'];
const EDITABLE_TASK_STATES: readonly string[] = ['accepted', 'countersigning'];

/** The lead (or 分办) unit edits its reply until it is submitted, and again after a rejection. */
export function canEditReply(caller: Caller, task: TaskRow, reply: ReplyRow): boolean {
  return (
    isMine(caller, task) &&
    task.role !== 'co' &&
    EDITABLE_REPLY_STATES.includes(reply.state) &&
    EDITABLE_TASK_STATES.includes(task.state)
  );
}

/**
 * Who reads a reply: staff; the replying unit; the proposal's other units once the draft left the lead
 * (co-units give their opinion on it); the proposers once it is approved. Everyone else: 404.
 */
async function loadReadableReply(
  db: Kysely<DB>,
  id: string,
  caller: Caller,
): Promise<{ reply: ReplyRow; task: TaskRow }> {
  const reply = await findReply(db, id);
  const task = reply ? await findTask(db, reply.taskId) : undefined;
  if (!reply || !task) throw notFound();
  if (isStaff(caller) || isMine(caller, task)) return { reply, task };
  if (reply.state !== 'draft' && caller.unitId) {
    const units = (await tasksOfProposal(db, task.proposalId)).map((row) => row.unitId);
    if (units.includes(caller.unitId)) return { reply, task };
  }
  if (reply.state === 'approved') {
    const signer = await signerOf(db, task.proposalId, caller.id);
    if (signer && (fromDbBool(signer.isFirst) || signer.state === 'accepted')) return { reply, task };
  }
  throw notFound();
}

/** Replies (答复): read, save the draft, attach the signed document or generate the letter, download. */
export function repliesService(db: Kysely<DB>, storage: FileStorage) {
  const settings = () => workflowSettingsService(db).get();

  async function loadEditable(trx: Kysely<DB>, id: string, caller: Caller) {
    const { reply, task } = await loadReadableReply(trx, id, caller);
    if (!isMine(caller, task) || task.role === 'co') throw forbidden('task.notMine');
    if (!canEditReply(caller, task, reply)) throw conflict('task.replyNotEditable');
    return { reply, task };
  }

  async function detail(id: string, caller: Caller): Promise<ReplyDetail> {
    const { reply, task } = await loadReadableReply(db, id, caller);
    const workflow = await settings();
    const now = nowIso();
    const [summary, document, opinions, communicationCount, chain, withApprover] = await Promise.all([
      findTaskSummary(db, task.id),
      reply.documentAttachmentId
        ? attachmentWithUploader(db, reply.documentAttachmentId)
        : Promise.resolve(undefined),
      opinionsOfReply(db, reply.id),
      countCommunications(db, task.id),
      replyChain(db, reply),
      unitHasApprover(db, task.unitId),
    ]);
    if (!summary) throw notFound();
    const seesAllOpinions = isStaff(caller) || isMine(caller, task);
    return {
      id: reply.id,
      state: reply.state as ReplyState,
      round: Number(reply.round),
      version: Number(reply.version),
      docNumber: reply.docNumber,
      title: reply.title,
      body: reply.body,
      resultClass: reply.resultClass,
      signingLeader: reply.signingLeader,
      contactPerson: reply.contactPerson,
      contactPhone: reply.contactPhone,
      publication: reply.publication as ReplyPublication,
      rejectionReason: reply.rejectionReason,
      submittedAt: reply.submittedAt,
      reviewedAt: reply.reviewedAt,
      document: document
        ? {
            id: document.id,
            fileName: document.fileName,
            contentType: document.contentType,
            size: Number(document.size),
            uploadedBy: { id: document.uploadedBy, displayName: document.uploaderName },
            createdAt: document.createdAt,
          }
        : null,
      task: toTaskSummary(summary, now, addDays(now, workflow.overdueWarningDays)),
      opinions: opinionViews(opinions, caller, seesAllOpinions),
      communicationCount,
      ...chain,
      submitsTo: withApprover ? 'approver' : 'committee',
      canEdit: canEditReply(caller, task, reply),
    };
  }

  /** Stores a file as the reply's document (replacing the previous one, which stays in the audit trail). */
  async function attachDocument(
    id: string,
    caller: Caller,
    file: { fileName: string; type: string; saved: { key: string; size: number } },
    event: string,
  ): Promise<void> {
    try {
      await inTransaction(db, async (trx) => {
        const { reply, task } = await loadEditable(trx, id, caller);
        await claimSpace(trx, caller.id, storage.quotaBytes, file.saved.size);
        const now = nowIso();
        const attachmentId = newId();
        await insertAttachment(trx, {
          id: attachmentId,
          ownerKind: 'reply',
          ownerId: reply.id,
          fileName: file.fileName,
          contentType: file.type,
          size: file.saved.size,
          storageKey: file.saved.key,
          uploadedBy: caller.id,
          createdAt: now,
        });
        if (
          !(await updateVersioned(trx, 'replies', reply.id, reply.version, {
            documentAttachmentId: attachmentId,
            updatedAt: now,
          }))
        )
          throw conflict('task.changedMeanwhile');
        await insertSideEvent(
          trx,
          {
            proposalId: task.proposalId,
            taskId: task.id,
            actorId: caller.id,
            action: event,
            state: task.state,
            comment: file.fileName,
          },
          now,
        );
      });
    } catch (error) {
      await storage.remove(file.saved.key);
      throw error;
    }
  }

  return {
    detail,
    loadEditable: (id: string, caller: Caller) => loadEditable(db, id, caller),

    async update(id: string, caller: Caller, body: ReplyUpdateBody): Promise<void> {
      const workflow = await settings();
      if (body.resultClass && !workflow.replyClasses.some((item) => item.code === body.resultClass))
        throw new AppError('BAD_REQUEST', 'task.resultClassUnknown', {
          fields: { resultClass: 'task.resultClassUnknown' },
        });
      await inTransaction(db, async (trx) => {
        const { reply } = await loadEditable(trx, id, caller);
        if (reply.version !== body.version) throw conflict('task.changedMeanwhile');
        const { version, ...fields } = body;
        const patch = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        if (!(await updateVersioned(trx, 'replies', reply.id, version, { ...patch, updatedAt: nowIso() })))
          throw conflict('task.changedMeanwhile');
      });
    },

    async upload(id: string, caller: Caller, file: UploadPart | undefined): Promise<void> {
      await loadEditable(db, id, caller);
      const received = await receiveFile(storage, file, REPLY_DOCUMENT_TYPES, 'task.documentType', {
        db,
        id: caller.id,
      });
      await attachDocument(id, caller, received, 'reply_document');
    },

    /** The 答复函 as a DOCX from the reply's fields, for units that do not upload their own. */
    async generateLetter(id: string, caller: Caller): Promise<void> {
      const { reply, task } = await loadEditable(db, id, caller);
      const letter = await writeReplyLetter(db, storage, await settings(), reply, task, {
        signingLeader: reply.signingLeader,
        day: nowIso().slice(0, 10),
      });
      await attachDocument(id, caller, { ...letter, saved: letter }, 'reply_letter');
    },

    async openDocument(id: string, caller: Caller) {
      const { reply } = await loadReadableReply(db, id, caller);
      const attachment = reply.documentAttachmentId
        ? await findAttachment(db, reply.documentAttachmentId)
        : undefined;
      if (!attachment) throw notFound();
      return { row: attachment, stream: storage.open(attachment.storageKey) };
    },
  };
}
export type RepliesService = ReturnType<typeof repliesService>;
