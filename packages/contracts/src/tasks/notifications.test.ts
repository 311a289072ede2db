import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../messages';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PARAM_NAMES,
  NOTIFICATION_TEXTS,
  notificationListQuerySchema,
  notificationSmsText,
  notificationText,
} from './notifications';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('notification texts', () => {
  it('exist for every kind in both languages with the same known placeholders', () => {
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      const zh = placeholders(NOTIFICATION_TEXTS[kind]['zh-CN']);
      for (const language of LANGUAGES) {
        expect(placeholders(NOTIFICATION_TEXTS[kind][language]), `${kind} ${language}`).toEqual(zh);
      }
      for (const name of zh) expect(NOTIFICATION_PARAM_NAMES, kind).toContain(name);
      // Every notification names what it is about: a proposal, or (a reminder) a note.
      expect(zh.includes('proposalTitle') || zh.includes('noteTitle'), kind).toBe(true);
    }
  });

  it('renders a kind with its parameters, missing ones as empty', () => {
    const params = {
      proposalNumber: '12',
      proposalTitle: '关于加快推进老旧小区改造的建议',
      unitName: '市发展和改革委员会',
    };
    expect(notificationText('task_assigned', params, 'zh-CN')).toBe(
      '市发展和改革委员会：第12号提案《关于加快推进老旧小区改造的建议》已交办给你单位，请及时签收。',
    );
    expect(notificationText('task_assigned', params, 'en')).toBe(
      '市发展和改革委员会: proposal No. 12 "关于加快推进老旧小区改造的建议" has been assigned to your unit; please sign for it.',
    );
    expect(notificationText('reply_rejected', { ...params, reason: '{{unitName}}' }, 'zh-CN')).toContain(
      '原因：{{unitName}}。',
    );
    expect(notificationText('reply_approved', {}, 'zh-CN')).toBe(
      '您的第号提案《》已收到承办单位答复，请查看。',
    );
    expect(notificationText('cosign_accepted', { ...params, personName: '张丽华' }, 'en')).toBe(
      '张丽华 accepted to co-sign your proposal "关于加快推进老旧小区改造的建议".',
    );
    expect(notificationSmsText('task_overdue', { ...params, dueDate: '2026-06-30' })).toBe(
      '【市政协提案管理系统】第12号提案《关于加快推进老旧小区改造的建议》（市发展和改革委员会承办）已超过办理期限（2026-06-30），请尽快办理答复。',
    );
  });

  it('reads the list query', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(notificationListQuerySchema.parse({ unread: 'true', page: '2' })).toMatchObject({
      unread: true,
      page: 2,
    });
    expect(notificationListQuerySchema.parse({ unread: 'false' }).unread).toBe(false);
    expect(notificationListQuerySchema.safeParse({ unread: 'maybe' }).success).toBe(false);
  });
});
