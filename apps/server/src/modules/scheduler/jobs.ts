import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SmsDispatcher, SmsDispatchResult } from '../notifications/sms';
import { notifyPublishedReplies } from '../clues/replies';
import type { MessageSender } from '../messaging/sender';
import { notifyDueReminders } from '../notes/reminders';
import { raiseOverdueWarnings, type WarningsResult } from './overdue';
import { advanceWorkflow, type WorkflowJobResult } from './workflow';

/** What the jobs need of the app (tests pass an app; a second "server" is just a second app). */
export interface JobsHost {
  db: { kysely: Kysely<DB>; dialect: 'sqlite' | 'postgres' };
  smsDispatcher: SmsDispatcher;
  /** How a clue's sender is told of a published reply (they have no account, so no notification). */
  messageSender: MessageSender;
  log: FastifyBaseLogger;
}

export interface JobsResult {
  /** undefined: the job failed this time (logged); the next run tries again. */
  warnings: WarningsResult | undefined;
  sms: SmsDispatchResult | undefined;
  workflow: WorkflowJobResult | undefined;
  /** Note reminders that came due and were notified now. */
  noteReminders: number | undefined;
  /** Clue senders told that a proposal built on their clue has a published reply. */
  clueReplies: number | undefined;
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
 * reminders (all of which queue SMS), then the SMS queue.
 * Safe to run on several servers at once (see overdue.ts and notifications/sms.ts). One job failing does
 * not stop the next.
 */
export async function runJobsOnce(app: JobsHost, now: Date = new Date()): Promise<JobsResult> {
  const warnings = await attempt(app.log, 'overdue warnings', () => raiseOverdueWarnings(app.db.kysely, now));
  const workflow = await attempt(app.log, 'workflow deadlines', () =>
    advanceWorkflow(app.db.kysely, app.db.dialect),
  );
  const noteReminders = await attempt(app.log, 'note reminders', () =>
    notifyDueReminders(app.db.kysely, now),
  );
  const sms = await attempt(app.log, 'notification SMS', () => app.smsDispatcher.run());
  const clueReplies = await attempt(app.log, 'clue reply notices', () =>
    notifyPublishedReplies(app.db.kysely, app.messageSender, app.log, now),
  );
  return { warnings, sms, workflow, noteReminders, clueReplies };
}
