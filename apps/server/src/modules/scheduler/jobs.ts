import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { cleanUpUploads, type UploadCleanupResult } from '../attachments/cleanup';
import { fileStorageFor } from '../attachments/storage-choice';
import type { SmsDispatcher, SmsDispatchResult } from '../notifications/sms';
import { notifyPublishedReplies } from '../clues/replies';
import { raiseConsultationWarnings } from '../consultation/deadlines';
import { sendConsultationReminders } from '../consultation/reminders';
import type { MessageSender } from '../messaging/sender';
import { notifyDueReminders } from '../notes/reminders';
import { purgeExpiredAdminLog } from '../admin-log/service';
import { raiseOverdueWarnings, type WarningsResult } from './overdue';
import { raiseUnsignedWarnings } from './unsigned';
import { compilationService } from '../compilation/service';
import { advanceWorkflow, type WorkflowJobResult } from './workflow';
import { compactGramIndex } from '../proposals/similarity/gram-index';

/** What the jobs need of the app (tests pass an app; a second "server" is just a second app). */
export interface JobsHost {
  db: { kysely: Kysely<DB>; dialect: 'sqlite' | 'postgres' };
  smsDispatcher: SmsDispatcher;
  /** How a clue's sender is told of a published reply (they have no account, so no notification). */
  messageSender: MessageSender;
  log: FastifyBaseLogger;
  /** Where uploads are stored (the cleanup sweeps it). */
  config: Pick<Config, 'fileStorage' | 'filesDir' | 'fileManagerQuotaBytes'>;
}

export interface JobsResult {
  /** undefined: the job failed this time (logged); the next run tries again. */
  warnings: WarningsResult | undefined;
  /** Tasks warned about now for not being signed for in time (催办, issue 28 §3). */
  unsignedWarnings: number | undefined;
  sms: SmsDispatchResult | undefined;
  workflow: WorkflowJobResult | undefined;
  /** Note reminders that came due and were notified now. */
  noteReminders: number | undefined;
  /** Uploads nothing used after a day, and stored files without a row, removed. */
  uploads: UploadCleanupResult | undefined;
  /** Clue senders told that a proposal built on their clue has a published reply. */
  clueReplies: number | undefined;
  /** 面商 (issue 28 §1): meetings reminded of the day before, tasks warned about for no consultation in time. */
  consultations: { reminders: number; warnings: number } | undefined;
  /** 提案汇编 runs built now (ones a restarted server left queued; issue 29 §3). */
  compilations: number | undefined;
  /** Audit log entries older than the retention setting, removed (issue 30 §2). */
  adminLogPurged: number | undefined;
  /** Merge steps of the SQLite gram index that 查重 probes (0: nothing to merge; issue 27 §3). */
  gramIndexMerged: number | undefined;
}

async function attempt<T>(
  log: FastifyBaseLogger,
  name: string,
  job: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await job();
  } catch (error) {
    log.error({ err: error }, `scheduled job "${name}" failed`);
    return undefined;
  }
}

/**
 * One run of every scheduled job, in order: overdue warnings and the transitions time makes, note
 * reminders (all of which queue SMS), then the SMS queue, then the uploads' cleanup.
 * Safe to run on several servers at once (see overdue.ts and notifications/sms.ts). One job failing does
 * not stop the next.
 */
export async function runJobsOnce(app: JobsHost, now: Date = new Date()): Promise<JobsResult> {
  const warnings = await attempt(app.log, 'overdue warnings', () => raiseOverdueWarnings(app.db.kysely, now));
  const unsignedWarnings = await attempt(app.log, 'sign-for warnings', () =>
    raiseUnsignedWarnings(app.db.kysely, now),
  );
  const workflow = await attempt(app.log, 'workflow deadlines', () =>
    advanceWorkflow(app.db.kysely, app.db.dialect),
  );
  const noteReminders = await attempt(app.log, 'note reminders', () =>
    notifyDueReminders(app.db.kysely, now),
  );
  const consultations = await attempt(app.log, 'consultation reminders and warnings', async () => ({
    reminders: await sendConsultationReminders(app.db.kysely, now),
    warnings: await raiseConsultationWarnings(app.db.kysely, now),
  }));
  const sms = await attempt(app.log, 'notification SMS', () => app.smsDispatcher.run());
  const uploads = await attempt(app.log, 'uploads cleanup', () =>
    cleanUpUploads(app.db.kysely, fileStorageFor(app.config, app.db.kysely), now),
  );
  const clueReplies = await attempt(app.log, 'clue reply notices', () =>
    notifyPublishedReplies(app.db.kysely, app.messageSender, app.log, now),
  );
  const compilations = await attempt(app.log, 'compilations', () =>
    compilationService({
      db: app.db.kysely,
      storage: fileStorageFor(app.config, app.db.kysely),
      log: app.log,
    }).runQueued(now),
  );
  const adminLogPurged = await attempt(app.log, 'audit log retention', () =>
    purgeExpiredAdminLog(app.db.kysely, now),
  );
  const gramIndexMerged = await attempt(app.log, 'gram index merge', () =>
    compactGramIndex(app.db.kysely, app.db.dialect),
  );
  return {
    warnings,
    unsignedWarnings,
    sms,
    workflow,
    noteReminders,
    uploads,
    clueReplies,
    consultations,
    compilations,
    adminLogPurged,
    gramIndexMerged,
  };
}
