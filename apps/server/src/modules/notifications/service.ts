import {
  completeNotificationParams,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationListQuery,
  type NotificationParams,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SmsState } from '../../db/schema-notifications';
import { afterCommit } from '../../db/transaction';
import { fromDbBool, fromDbJson, newId, nowIso, toDbBool, toDbJson } from '../../db/values';
import { notFound } from '../../http/errors';
import {
  activeRecipients,
  activeUserIdsWithRole,
  countUnread,
  findNotification,
  insertNotifications,
  listNotifications,
  markRead,
  readSmsSetting,
  writeSmsSetting,
  type NotificationRow,
  type Recipient,
} from './repository';
import { emitNotified } from './notified-signal';
import { smsQueued } from './sms-signal';

export interface NotifyInput {
  /** Duplicates and disabled accounts are dropped. */
  userIds: readonly string[];
  kind: NotificationKind;
  params: Partial<NotificationParams>;
  /** App path the notification opens (contracts `workflowLinks`). */
  link: string;
  /** Creation time (default now). */
  now?: string;
}

export interface NotifyResult {
  /** Notifications written. */
  created: number;
  /** Of those, how many wait for their SMS. */
  smsPending: number;
}

/** SMS are on unless the user switched them off; without a phone there is nothing to send to. */
function smsWanted(recipient: Recipient): boolean {
  const on = recipient.smsNotifications === null ? true : fromDbBool(recipient.smsNotifications);
  return on && Boolean(recipient.phone);
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: completeNotificationParams(fromDbJson<Record<string, unknown>>(row.params)),
    link: row.link,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}

/**
 * In-app notifications (issue 6). Workflow services call `notify` with THEIR transaction, so a
 * notification exists exactly when the step it announces was committed; the SMS leave later, after the
 * commit, through the dispatcher (sms.ts), which also makes sure each is sent once.
 */
export function notificationsService(db: Kysely<DB>) {
  return {
    async notify(trx: Kysely<DB>, input: NotifyInput): Promise<NotifyResult> {
      const recipients = await activeRecipients(trx, [...new Set(input.userIds)]);
      if (recipients.length === 0) return { created: 0, smsPending: 0 };
      const now = input.now ?? nowIso();
      const params = toDbJson(completeNotificationParams(input.params));
      const rows: NotificationRow[] = recipients.map((recipient) => ({
        id: newId(),
        userId: recipient.id,
        kind: input.kind,
        params,
        link: input.link,
        readAt: null,
        smsState: (smsWanted(recipient) ? 'pending' : 'none') satisfies SmsState,
        createdAt: now,
      }));
      await insertNotifications(trx, rows);
      const smsPending = rows.filter((row) => row.smsState === 'pending').length;
      if (smsPending > 0) smsQueued();
      const notified = rows.map((row) => row.userId);
      afterCommit(trx, (root) => emitNotified(root, notified));
      return { created: rows.length, smsPending };
    },

    /** A unit's clerks: its active accounts with role `undertaker`. */
    usersOfUnit(trx: Kysely<DB>, unitId: string): Promise<string[]> {
      return activeUserIdsWithRole(trx, 'undertaker', unitId);
    },

    /**
     * The committee staff: active accounts with role `staff`. Admins are not included — they run the
     * system, the staff run the workflow; an admin who also works the queues holds both roles.
     */
    staffUserIds(trx: Kysely<DB>): Promise<string[]> {
      return activeUserIdsWithRole(trx, 'staff');
    },

    async list(userId: string, query: NotificationListQuery): Promise<NotificationList> {
      const [page, unreadCount] = await Promise.all([
        listNotifications(db, userId, {
          unreadOnly: query.unread === true,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        countUnread(db, userId),
      ]);
      return {
        items: page.rows.map(toNotification),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
        unreadCount,
      };
    },

    unreadCount(userId: string): Promise<number> {
      return countUnread(db, userId);
    },

    /** Someone else's notification is answered exactly like a missing one (404). Idempotent. */
    async markRead(userId: string, id: string): Promise<Notification> {
      await markRead(db, userId, nowIso(), id);
      const row = await findNotification(db, userId, id);
      if (!row) throw notFound();
      return toNotification(row);
    },

    async markAllRead(userId: string): Promise<number> {
      return markRead(db, userId, nowIso());
    },

    async settings(userId: string): Promise<NotificationSettings> {
      const stored = await readSmsSetting(db, userId);
      return { smsNotifications: stored === undefined ? true : fromDbBool(stored) };
    },

    async updateSettings(userId: string, patch: NotificationSettingsUpdate): Promise<NotificationSettings> {
      if (patch.smsNotifications !== undefined)
        await writeSmsSetting(db, userId, toDbBool(patch.smsNotifications), nowIso());
      return this.settings(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
