import { z } from 'zod';
import type { Language } from '../messages';

/**
 * In-app notifications (issue 6): one for every workflow step that asks someone to act. The kinds and
 * the parameters every kind carries are fixed here; the texts (zh-CN/en) live with the notifications
 * contract so the bell, the list and the SMS say the same thing.
 */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'countersign_requested',
  'opinion_received',
  'adjustment_requested',
  'adjustment_approved',
  'adjustment_refused',
  'extension_requested',
  'extension_approved',
  'extension_refused',
  'reply_submitted',
  'reply_rejected',
  'reply_approved',
  'task_due_soon',
  'task_overdue',
  'evaluation_unsatisfied',
  'cosign_accepted',
  'note_reminder',
  'reply_awaiting_approval',
  'reply_returned_in_unit',
  'task_urged',
  'task_unsigned',
  'consultation_invited',
  'consultation_another_asked',
  'consultation_fixed',
  'consultation_reminder',
  'consultation_overdue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What every notification may name; absent ones are empty strings. */
export interface NotificationParams {
  proposalNumber: string;
  proposalTitle: string;
  unitName: string;
  /** ISO date (YYYY-MM-DD) for due dates. */
  dueDate: string;
  reason: string;
  /** The person whose step it announces (the co-signer who accepted). */
  personName: string;
  /** A note's title (or the start of its text) for its reminder. */
  noteTitle: string;
  /** A consultation meeting's time (YYYY-MM-DD HH:mm, Beijing time) and place (issue 28 §1). */
  meetingTime: string;
  meetingPlace: string;
}

export const NOTIFICATION_PARAM_NAMES = [
  'proposalNumber',
  'proposalTitle',
  'unitName',
  'dueDate',
  'reason',
  'personName',
  'noteTitle',
  'meetingTime',
  'meetingPlace',
] as const satisfies readonly (keyof NotificationParams)[];

/** A stored params object with every name present (older or partial rows read as empty strings). */
export function completeNotificationParams(params: Partial<Record<string, unknown>>): NotificationParams {
  const pick = (name: keyof NotificationParams) => {
    const value = params[name];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };
  return {
    proposalNumber: pick('proposalNumber'),
    proposalTitle: pick('proposalTitle'),
    unitName: pick('unitName'),
    dueDate: pick('dueDate'),
    reason: pick('reason'),
    personName: pick('personName'),
    noteTitle: pick('noteTitle'),
    meetingTime: pick('meetingTime'),
    meetingPlace: pick('meetingPlace'),
  };
}

/**
 * The text of every kind, with `{{name}}` placeholders from NotificationParams. `unitName` is the unit
 * whose task the step is about (the addressee for a unit, the requesting unit for the staff). These
 * templates are kept out of the shared message catalogue on purpose: that catalogue ships in the web
 * app's entry chunk, these only where the bell and the list load.
 */
export const NOTIFICATION_TEXTS: Record<NotificationKind, Record<Language, string>> = {
  task_assigned: {
    'zh-CN': '{{unitName}}：第{{proposalNumber}}号提案《{{proposalTitle}}》已交办给你单位，请及时签收。',
    en: '{{unitName}}: proposal No. {{proposalNumber}} "{{proposalTitle}}" has been assigned to your unit; please sign for it.',
  },
  countersign_requested: {
    'zh-CN':
      '{{unitName}}已将第{{proposalNumber}}号提案《{{proposalTitle}}》的答复稿送你单位会签，请及时反馈协办意见。',
    en: '{{unitName}} sent the draft reply to proposal No. {{proposalNumber}} "{{proposalTitle}}" for your opinion as co-unit.',
  },
  opinion_received: {
    'zh-CN': '{{unitName}}已对第{{proposalNumber}}号提案《{{proposalTitle}}》的答复稿反馈协办意见，请查看。',
    en: '{{unitName}} gave its opinion on the draft reply to proposal No. {{proposalNumber}} "{{proposalTitle}}".',
  },
  adjustment_requested: {
    'zh-CN':
      '{{unitName}}申请调整第{{proposalNumber}}号提案《{{proposalTitle}}》的承办单位，理由：{{reason}}。请审批。',
    en: '{{unitName}} asks to hand proposal No. {{proposalNumber}} "{{proposalTitle}}" to another unit. Reason: {{reason}}. Please decide.',
  },
  adjustment_approved: {
    'zh-CN':
      '{{unitName}}：你单位关于调整第{{proposalNumber}}号提案《{{proposalTitle}}》承办单位的申请已同意，该提案不再由你单位办理。',
    en: '{{unitName}}: your request to hand proposal No. {{proposalNumber}} "{{proposalTitle}}" to another unit was approved; your unit no longer handles it.',
  },
  adjustment_refused: {
    'zh-CN':
      '{{unitName}}：你单位关于调整第{{proposalNumber}}号提案《{{proposalTitle}}》承办单位的申请未获同意，意见：{{reason}}。请继续办理。',
    en: '{{unitName}}: your request to hand proposal No. {{proposalNumber}} "{{proposalTitle}}" to another unit was refused: {{reason}}. Please go on handling it.',
  },
  extension_requested: {
    'zh-CN':
      '{{unitName}}申请将第{{proposalNumber}}号提案《{{proposalTitle}}》的办理期限延至{{dueDate}}，理由：{{reason}}。请审批。',
    en: '{{unitName}} asks to extend proposal No. {{proposalNumber}} "{{proposalTitle}}" to {{dueDate}}. Reason: {{reason}}. Please decide.',
  },
  extension_approved: {
    'zh-CN':
      '{{unitName}}：第{{proposalNumber}}号提案《{{proposalTitle}}》的延期申请已同意，办理期限延至{{dueDate}}。',
    en: '{{unitName}}: the extension of proposal No. {{proposalNumber}} "{{proposalTitle}}" was approved; the new due date is {{dueDate}}.',
  },
  extension_refused: {
    'zh-CN':
      '{{unitName}}：第{{proposalNumber}}号提案《{{proposalTitle}}》的延期申请未获同意，意见：{{reason}}。请按原期限办理。',
    en: '{{unitName}}: the extension of proposal No. {{proposalNumber}} "{{proposalTitle}}" was refused: {{reason}}. The due date stays.',
  },
  reply_submitted: {
    'zh-CN': '{{unitName}}已提交第{{proposalNumber}}号提案《{{proposalTitle}}》的答复，请审核。',
    en: '{{unitName}} submitted its reply to proposal No. {{proposalNumber}} "{{proposalTitle}}"; please review it.',
  },
  reply_rejected: {
    'zh-CN':
      '{{unitName}}：第{{proposalNumber}}号提案《{{proposalTitle}}》的答复已被退回，原因：{{reason}}。请修改后重新提交。',
    en: '{{unitName}}: the reply to proposal No. {{proposalNumber}} "{{proposalTitle}}" was sent back: {{reason}}. Please revise and resubmit it.',
  },
  reply_approved: {
    'zh-CN': '您的第{{proposalNumber}}号提案《{{proposalTitle}}》已收到承办单位答复，请查看。',
    en: 'Your proposal No. {{proposalNumber}} "{{proposalTitle}}" has been replied to; please read the reply.',
  },
  evaluation_unsatisfied: {
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》的答复被评价为“不满意”：{{reason}}。请决定重新办理或办结。',
    en: 'The reply to proposal No. {{proposalNumber}} "{{proposalTitle}}" was rated unsatisfactory: {{reason}}. Please decide whether to re-handle or close it.',
  },
  // Co-signing comes before registration: the proposal has no number yet.
  cosign_accepted: {
    'zh-CN': '{{personName}}已同意联名您的提案《{{proposalTitle}}》。',
    en: '{{personName}} accepted to co-sign your proposal "{{proposalTitle}}".',
  },
  note_reminder: {
    'zh-CN': '便签提醒：{{noteTitle}}',
    en: 'Note reminder: {{noteTitle}}',
  },
  task_due_soon: {
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》（{{unitName}}承办）将于{{dueDate}}到期，请抓紧办理。',
    en: 'Proposal No. {{proposalNumber}} "{{proposalTitle}}" ({{unitName}}) is due on {{dueDate}}; please hurry.',
  },
  task_overdue: {
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》（{{unitName}}承办）已超过办理期限（{{dueDate}}），请尽快办理答复。',
    en: 'Proposal No. {{proposalNumber}} "{{proposalTitle}}" ({{unitName}}) is overdue (due {{dueDate}}); please reply as soon as possible.',
  },
  // Issue 28 §2: the unit's 签发人 signs the reply off before it leaves the unit.
  reply_awaiting_approval: {
    'zh-CN': '{{personName}}已将第{{proposalNumber}}号提案《{{proposalTitle}}》的答复送您签发，请审阅。',
    en: '{{personName}} sent you the reply to proposal No. {{proposalNumber}} "{{proposalTitle}}" for sign-off.',
  },
  reply_returned_in_unit: {
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》的答复被签发人{{personName}}退回修改，原因：{{reason}}。',
    en: 'The reply to proposal No. {{proposalNumber}} "{{proposalTitle}}" was returned by the approver {{personName}}: {{reason}}.',
  },
  // Issue 28 §3: 催办 by the committee, and the warning of a task not signed for in time.
  task_urged: {
    'zh-CN': '{{unitName}}：提案委催办第{{proposalNumber}}号提案《{{proposalTitle}}》：{{reason}}',
    en: '{{unitName}}: the committee urges you on proposal No. {{proposalNumber}} "{{proposalTitle}}": {{reason}}',
  },
  task_unsigned: {
    // `dueDate` holds the day of assignment here.
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》已于{{dueDate}}交办{{unitName}}，至今尚未签收，请尽快签收。',
    en: 'Proposal No. {{proposalNumber}} "{{proposalTitle}}" was assigned to {{unitName}} on {{dueDate}} and has not been signed for yet; please sign for it.',
  },
  // Issue 28 §1: consultation meetings (面商); `reason` holds an invitee's note, `dueDate` the last day.
  consultation_invited: {
    'zh-CN': '{{unitName}}邀请您就第{{proposalNumber}}号提案《{{proposalTitle}}》面商，请选择时间或另约。',
    en: '{{unitName}} invites you to a consultation on proposal No. {{proposalNumber}} "{{proposalTitle}}"; please choose a time or ask for another.',
  },
  consultation_another_asked: {
    'zh-CN': '{{personName}}希望另约第{{proposalNumber}}号提案《{{proposalTitle}}》的面商时间：{{reason}}',
    en: '{{personName}} asks for another time for the consultation on proposal No. {{proposalNumber}} "{{proposalTitle}}": {{reason}}',
  },
  consultation_fixed: {
    'zh-CN':
      '第{{proposalNumber}}号提案《{{proposalTitle}}》的面商已确定：{{meetingTime}}，{{meetingPlace}}（{{unitName}}承办）。',
    en: 'The consultation on proposal No. {{proposalNumber}} "{{proposalTitle}}" ({{unitName}}) is fixed: {{meetingTime}}, {{meetingPlace}}.',
  },
  consultation_reminder: {
    'zh-CN':
      '提醒：明天{{meetingTime}}就第{{proposalNumber}}号提案《{{proposalTitle}}》面商，地点：{{meetingPlace}}。',
    en: 'Reminder: the consultation on proposal No. {{proposalNumber}} "{{proposalTitle}}" is tomorrow, {{meetingTime}}, {{meetingPlace}}.',
  },
  consultation_overdue: {
    'zh-CN':
      '{{unitName}}：第{{proposalNumber}}号提案《{{proposalTitle}}》应于{{dueDate}}前与提案人面商，至今尚未记录面商纪要。',
    en: '{{unitName}}: proposal No. {{proposalNumber}} "{{proposalTitle}}" should have been consulted on with its proposers by {{dueDate}}; no minutes are recorded yet.',
  },
};

/** The one rendering of a notification: the bell, the list and the SMS all call it. */
export function notificationText(
  kind: NotificationKind,
  params: Partial<NotificationParams>,
  language: Language,
): string {
  const values = completeNotificationParams(params);
  return NOTIFICATION_TEXTS[kind][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof NotificationParams] : whole,
  );
}

/** SMS signature, as on the sign-in code (auth.smsCodeBody). SMS go out in Chinese, the product's language. */
export function notificationSmsText(kind: NotificationKind, params: Partial<NotificationParams>): string {
  return `【市政协提案管理系统】${notificationText(kind, params, 'zh-CN')}`;
}

// --- API (GET/POST /api/notifications…) -----------------------------------------------------------------

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationParamsSchema = z.object({
  proposalNumber: z.string(),
  proposalTitle: z.string(),
  unitName: z.string(),
  dueDate: z.string(),
  reason: z.string(),
  personName: z.string(),
  noteTitle: z.string(),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** An app path (workflowLinks) to open when the notification is clicked. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE_MAX = 50;

export const notificationListQuerySchema = z.object({
  /** `true`: only unread ones. */
  unread: z.stringbool({ error: 'validation.invalid' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export type NotificationListQueryInput = z.input<typeof notificationListQuerySchema>;

/** Newest first. `total` counts the filtered list; `unreadCount` all of the caller's unread ones. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read-all: how many were marked now. */
export const readAllResultSchema = z.object({ updated: z.number() });
export type ReadAllResult = z.infer<typeof readAllResultSchema>;

/** The caller's notification preferences (GET/PATCH /api/notifications/settings). */
export const notificationSettingsSchema = z.object({
  /** Also send each notification by SMS to the account's phone (default on). */
  smsNotifications: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
