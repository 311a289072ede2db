import type { DbBool, Id, IsoTime, JsonText } from './values';

/** The notification tables (migration 0006_notifications). */

export const SMS_STATES = ['none', 'pending', 'sending', 'sent', 'failed'] as const;
export type SmsState = (typeof SMS_STATES)[number];

export interface NotificationsTable {
  id: Id;
  userId: Id;
  /** One of NOTIFICATION_KINDS (contracts). */
  kind: string;
  /** JSON NotificationParams. */
  params: JsonText;
  link: string;
  readAt: IsoTime | null;
  /** One of SMS_STATES. */
  smsState: string;
  createdAt: IsoTime;
}

export interface NotificationSettingsTable {
  userId: Id;
  smsNotifications: DbBool;
  updatedAt: IsoTime;
}

/** `unsigned` (issue 28 §3): not signed for in time; its `dueDate` key holds the task's assignment time. */
/** `consultation` (issue 28 §1): no consultation meeting inside the set period; `dueDate` is its last day. */
export const TASK_WARNING_KINDS = ['due_soon', 'overdue', 'unsigned', 'consultation'] as const;
export type TaskWarningKind = (typeof TASK_WARNING_KINDS)[number];

export interface TaskWarningsTable {
  taskId: Id;
  /** One of TASK_WARNING_KINDS. */
  kind: string;
  /** The task's due date the warning was about. */
  dueDate: IsoTime;
  createdAt: IsoTime;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notificationSettings: NotificationSettingsTable;
  taskWarnings: TaskWarningsTable;
}
