import { describe, expect, it } from 'vitest';
import { notificationMessage, relativeTime } from './text';

describe('notification texts on screen', () => {
  const now = Date.parse('2026-11-22T08:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, then the date', () => {
    expect(relativeTime(ago(20_000), 'zh-CN', '刚刚', now)).toBe('刚刚');
    expect(relativeTime(ago(5 * 60_000), 'zh-CN', '刚刚', now)).toBe('5分钟前');
    expect(relativeTime(ago(5 * 60_000), 'en', 'just now', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), 'en', 'just now', now)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400_000 + 1000), 'zh-CN', '刚刚', now)).toBe('昨天');
    expect(relativeTime(ago(30 * 86_400_000), 'en', 'just now', now)).toBe(
      new Date(ago(30 * 86_400_000)).toLocaleDateString('en'),
    );
  });

  it('renders the message from kind and parameters in the language on screen', () => {
    const notification = {
      id: 'n1',
      kind: 'extension_approved' as const,
      params: {
        proposalNumber: '7',
        proposalTitle: '标题',
        unitName: '市财政局',
        dueDate: '2026-12-31',
        reason: '',
        personName: '',
        noteTitle: '',
        meetingTime: '',
        meetingPlace: '',
      },
      link: '/x',
      readAt: null,
      createdAt: ago(0),
    };
    expect(notificationMessage(notification, 'zh-CN')).toBe(
      '市财政局：第7号提案《标题》的延期申请已同意，办理期限延至2026-12-31。',
    );
    expect(notificationMessage(notification, 'en')).toContain('the new due date is 2026-12-31');
  });
});
