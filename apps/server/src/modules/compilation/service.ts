import { Readable } from 'node:stream';
import {
  compilationFileName,
  type CompilationCreateBody,
  type CompilationEdition,
  type CompilationList,
  type CompilationRun,
} from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, nowIso } from '../../db/values';
import { conflict, notFound } from '../../http/errors';
import { findAttachment, insertAttachment, type AttachmentRow } from '../attachments/repository';
import type { FileStorage } from '../attachments/storage';
import { recordAudit, type AuditContext } from '../admin-log/record';
import type { Caller } from '../auth/guard';
import { sessionsService } from '../sessions/service';
import { statisticsService } from '../statistics/service';
import { workflowSettingsService } from '../workflow-settings/service';
import { readCompiledProposals } from './content';
import { buildCompilationDocumentOffThread } from './document-thread';
import { convertToPdf, sofficePath } from './pdf';
import { presentRun } from './presenter';
import {
  activeRun,
  claimRun,
  failStaleRuns,
  findRun,
  insertRun,
  listRuns,
  queuedRunIds,
  updateRunning,
} from './repository';

/** The attachments' owner kind of a run's files (kept by the uploads' cleanup: a row records them). */
export const COMPILATION_OWNER_KIND = 'compilation';
export const COMPILATION_FILE_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;
/** A run without progress this long was left by a server that stopped (a conversion times out sooner). */
export const STALE_AFTER_MS = 30 * 60_000;
const HISTORY = 50;

export interface CompilationHost {
  db: Kysely<DB>;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const beijingDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/** 提案汇编 (issue 29 §3): runs asked for by staff, built by the job below, their files downloaded. */
export function compilationService(host: CompilationHost) {
  const { db, storage, log } = host;

  async function get(id: string): Promise<CompilationRun> {
    const row = await findRun(db, id);
    if (!row) throw notFound();
    return presentRun(row);
  }

  /** Stores a file of the run and records it as the run's attachment; returns its id. */
  async function store(
    runId: string,
    requestedBy: string,
    name: string,
    format: 'docx' | 'pdf',
    bytes: Buffer,
  ) {
    const saved = await storage.save(Readable.from(bytes));
    const id = newId();
    try {
      await insertAttachment(db, {
        id,
        ownerKind: COMPILATION_OWNER_KIND,
        ownerId: runId,
        fileName: name,
        contentType: COMPILATION_FILE_TYPES[format],
        size: saved.size,
        storageKey: saved.key,
        uploadedBy: requestedBy,
        createdAt: nowIso(),
      });
    } catch (error) {
      await storage.remove(saved.key);
      throw error;
    }
    return id;
  }

  /** Builds one claimed run: reads, writes the DOCX, converts it to PDF when LibreOffice is there. */
  async function build(id: string): Promise<void> {
    const run = await findRun(db, id);
    if (!run) return;
    const edition = run.edition as CompilationEdition;
    const settings = await workflowSettingsService(db).get();
    const statistics = await statisticsService(db).forSession(run.sessionId);
    const proposals = await readCompiledProposals(db, run.sessionId, edition, settings, (done, total) =>
      updateRunning(db, id, { done, total, updatedAt: nowIso() }).then(() => undefined),
    );
    await updateRunning(db, id, { phase: 'writing', updatedAt: nowIso() });
    const bytes = await buildCompilationDocumentOffThread({
      sessionName: run.sessionName,
      edition,
      statistics,
      settings,
      proposals,
      date: beijingDay(nowIso()),
    });
    const docxId = await store(
      id,
      run.requestedBy,
      compilationFileName(run.sessionName, edition, 'docx'),
      'docx',
      bytes,
    );
    await updateRunning(db, id, { docxAttachmentId: docxId, updatedAt: nowIso() });
    const soffice = await sofficePath();
    let pdfId: string | null = null;
    if (soffice) {
      await updateRunning(db, id, { phase: 'converting', updatedAt: nowIso() });
      const pdf = await convertToPdf(soffice, bytes);
      pdfId = await store(
        id,
        run.requestedBy,
        compilationFileName(run.sessionName, edition, 'pdf'),
        'pdf',
        pdf,
      );
    }
    const now = nowIso();
    await updateRunning(db, id, {
      state: 'done',
      phase: 'finished',
      pdfAttachmentId: pdfId,
      finishedAt: now,
      updatedAt: now,
    });
  }

  return {
    get,
    async list(sessionId: string | undefined): Promise<CompilationList> {
      const rows = await listRuns(db, sessionId, HISTORY);
      return { items: rows.map(presentRun), pdfAvailable: (await sofficePath()) !== null };
    },

    /** Queues a run (the job builds it); one per session and edition at a time. */
    async create(caller: Caller, body: CompilationCreateBody): Promise<CompilationRun> {
      const session = await sessionsService(db).get(body.sessionId);
      const id = await inTransaction(db, async (trx) => {
        if (await activeRun(trx, session.id, body.edition)) throw conflict('compilation.inProgress');
        const now = nowIso();
        const runId = newId();
        await insertRun(trx, {
          id: runId,
          sessionId: session.id,
          edition: body.edition,
          state: 'queued',
          phase: 'waiting',
          done: 0,
          total: 0,
          requestedBy: caller.id,
          docxAttachmentId: null,
          pdfAttachmentId: null,
          error: null,
          createdAt: now,
          startedAt: null,
          finishedAt: null,
          updatedAt: now,
        });
        return runId;
      });
      return get(id);
    },

    /** A finished run's file (404 when it has none: not done, or no PDF without LibreOffice). */
    /** A finished run's file; the download is an entry of the audit log (issue 30 §2). */
    async file(
      id: string,
      format: 'docx' | 'pdf',
      audit: AuditContext,
    ): Promise<{ row: AttachmentRow; stream: Readable }> {
      const run = await findRun(db, id);
      const attachmentId = format === 'docx' ? run?.docxAttachmentId : run?.pdfAttachmentId;
      if (!run || !attachmentId || run.state !== 'done') throw notFound('compilation.notReady');
      const row = await findAttachment(db, attachmentId);
      if (!row || row.ownerKind !== COMPILATION_OWNER_KIND || row.ownerId !== run.id) throw notFound();
      await recordAudit(db, audit, {
        action: 'download.compilation',
        target: { kind: 'export', id: run.id, label: row.fileName },
        after: { session: run.sessionName, edition: run.edition, format },
      });
      return { row, stream: storage.open(row.storageKey) };
    },

    /**
     * The job: fails runs a stopped server left running, then builds every queued run this server claims
     * (a conditional UPDATE, so each run is built once across servers). Returns how many it built.
     */
    async runQueued(now: Date = new Date()): Promise<number> {
      await failStaleRuns(db, new Date(now.getTime() - STALE_AFTER_MS).toISOString(), nowIso());
      let built = 0;
      for (const id of await queuedRunIds(db)) {
        if (!(await claimRun(db, id, nowIso()))) continue;
        try {
          await build(id);
          built += 1;
        } catch (error) {
          log.error({ err: error, compilation: id }, 'compilation failed');
          const at = nowIso();
          await updateRunning(db, id, {
            state: 'failed',
            error: 'compilation.failed',
            finishedAt: at,
            updatedAt: at,
          });
        }
      }
      return built;
    },
  };
}
export type CompilationService = ReturnType<typeof compilationService>;
