import { notificationSmsText, type NotificationKind } from '@cppcc/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fromDbBool, fromDbJson } from '../../db/values';
import type { MessageSender } from '../messaging/sender';
import { moveSmsState, pendingSms } from './repository';
import { smsQueuedCount } from './sms-signal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued notification SMS (after requests that queued some, and from the scheduler). */
    smsDispatcher: SmsDispatcher;
  }
}

export interface SmsDispatchResult {
  sent: number;
  failed: number;
  /** Switched off by the user after the notification was written: not sent. */
  skipped: number;
}

const BATCH_SIZE = 100;
/** A bound per run, so shutdown never waits on an endless queue; the next run takes the rest. */
const MAX_BATCHES = 20;

/**
 * Sends every pending notification SMS once. Each row is claimed first (pending → sending with a
 * conditional UPDATE): several dispatchers — in one process or on several servers — may read the same
 * rows, but only the one whose UPDATE changed the row sends it. A send that throws marks the row
 * `failed` (no retry: an SMS twice is worse than one missing — the notification is still in the app).
 */
export async function dispatchPendingSms(
  db: Kysely<DB>,
  sender: MessageSender,
  log: FastifyBaseLogger,
): Promise<SmsDispatchResult> {
  const result: SmsDispatchResult = { sent: 0, failed: 0, skipped: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await pendingSms(db, BATCH_SIZE);
    for (const row of rows) {
      const off = row.smsNotifications !== null && !fromDbBool(row.smsNotifications);
      if (off || !row.phone) {
        if (await moveSmsState(db, row.id, 'pending', 'none')) result.skipped += 1;
        continue;
      }
      if (!(await moveSmsState(db, row.id, 'pending', 'sending'))) continue; // another one has it
      try {
        await sender.send({
          channel: 'sms',
          recipient: row.phone,
          subject: '',
          body: notificationSmsText(row.kind as NotificationKind, fromDbJson(row.params)),
        });
        await moveSmsState(db, row.id, 'sending', 'sent');
        result.sent += 1;
      } catch (error) {
        log.warn({ err: error, notificationId: row.id }, 'notification SMS could not be sent');
        await moveSmsState(db, row.id, 'sending', 'failed');
        result.failed += 1;
      }
    }
    if (rows.length < BATCH_SIZE) break;
  }
  return result;
}

export interface SmsDispatcher {
  /** Sends what is queued now; runs of one app follow each other, never overlap. */
  run(): Promise<SmsDispatchResult>;
  /** In the background, only if a notification queued an SMS since the last look (after requests). */
  kick(): void;
  /** Stops kicks and resolves when the current run is over (app close). */
  close(): Promise<void>;
}

export function createSmsDispatcher(
  db: Kysely<DB>,
  sender: MessageSender,
  log: FastifyBaseLogger,
): SmsDispatcher {
  let tail: Promise<unknown> = Promise.resolve();
  let lastSeen = -1;
  let closed = false;
  const run = (): Promise<SmsDispatchResult> => {
    const next = tail.then(() => {
      lastSeen = smsQueuedCount();
      return dispatchPendingSms(db, sender, log);
    });
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    run,
    kick() {
      if (closed || smsQueuedCount() === lastSeen) return;
      run().catch((error: unknown) => log.error({ err: error }, 'notification SMS dispatch failed'));
    },
    async close() {
      closed = true;
      await tail;
    },
  };
}

/**
 * Gives the app its dispatcher: a write request that queued SMS (in its committed transaction) has them
 * sent right after its response, not at the next scheduler tick; closing the app waits for a run.
 */
export function registerSmsDispatch(app: FastifyInstance): void {
  const dispatcher = createSmsDispatcher(app.db.kysely, app.messageSender, app.log);
  app.decorate('smsDispatcher', dispatcher);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) dispatcher.kick();
    done();
  });
  app.addHook('onClose', async () => {
    await dispatcher.close();
  });
}
