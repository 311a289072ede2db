import type { Mail, MailSummary } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { mailPath, viewOf, viewQuery } from '../paths';
import { forwardOf, fromDraft, replyTo, type QuoteWords } from './compose';
import { safeLink } from './links';
import { bulkFlag, counterpart, keepShown, listTime, pageCount, toggled } from './listLogic';

const person = (id: string, name: string) => ({ id, name, email: `${id}@cppcc.demo`, avatar: null });
const mail: Mail = {
  id: 'm1',
  from: person('staff', '提案委 王晓芳'),
  to: [person('me', '委员 刘建国'), person('clerk', '发改委 张伟')],
  subject: '关于本届提案交办情况的通知',
  message: '<p>请查收</p>',
  time: '2026-11-20T02:00:00.000Z',
  read: true,
  starred: false,
  important: false,
  hasAttachments: true,
  attachments: [{ id: 'f1', fileName: '清单.pdf', contentType: 'application/pdf', size: 10 }],
  labels: [],
  folder: 'inbox',
};
const summary = (id: string, changes: Partial<MailSummary> = {}): MailSummary => {
  const { message: _message, ...rest } = mail;
  return { ...rest, id, excerpt: '', ...changes };
};
const words: QuoteWords = {
  wrote: '王晓芳 于 11月20日 写道：',
  forwarded: '---- 转发 ----',
  from: '发件人',
  to: '收件人',
  subject: '主题',
  date: '时间',
  dateText: '2026/11/20 10:00',
};

describe('mail paths', () => {
  it('reads the view from the route and builds addresses back', () => {
    expect(viewOf({ folderHandle: 'sent' })).toEqual({ kind: 'folder', handle: 'sent' });
    expect(viewOf({ labelHandle: 'meeting' })).toEqual({ kind: 'label', handle: 'meeting' });
    expect(viewOf({ filterHandle: 'starred' })).toEqual({ kind: 'filter', handle: 'starred' });
    expect(viewOf({ folderHandle: 'outbox' })).toBeNull();
    expect(viewOf({ labelHandle: 'nope' })).toBeNull();
    expect(mailPath({ kind: 'folder', handle: 'inbox' }, 'a b')).toBe('/apps/mail/inbox/a%20b');
    expect(mailPath({ kind: 'label', handle: 'proposal' })).toBe('/apps/mail/label/proposal');
    expect(viewQuery({ kind: 'filter', handle: 'important' })).toEqual({ filter: 'important' });
  });
});

describe('replies and forwards', () => {
  it('replies to the sender, or to everyone but oneself, quoting the original', () => {
    const single = replyTo(mail, words, 'me');
    expect(single.to.map((p) => p.id)).toEqual(['staff']);
    expect(single.subject).toBe('Re: 关于本届提案交办情况的通知');
    expect(single.message).toContain('<blockquote><p>请查收</p></blockquote>');
    expect(single.attachments).toEqual([]);
    expect(replyTo(mail, words, 'me', true).to.map((p) => p.id)).toEqual(['staff', 'clerk']);
    // Replying to one's own sent mail writes to its recipients again.
    expect(replyTo({ ...mail, from: person('me', '我') }, words, 'me').to.map((p) => p.id)).toEqual([
      'me',
      'clerk',
    ]);
  });

  it('forwards with the header quoted, files carried, no recipients', () => {
    const forward = forwardOf({ ...mail, subject: 'a <b>' }, words);
    expect(forward.to).toEqual([]);
    expect(forward.subject).toBe('Fwd: a <b>');
    expect(forward.message).toContain('主题: a &lt;b&gt;');
    expect(forward.message).toContain('时间: 2026/11/20 10:00');
    expect(forward.attachments).toEqual(mail.attachments);
    expect(fromDraft({ ...mail, folder: 'drafts' }).draftId).toBe('m1');
  });
});

describe('list logic', () => {
  it('decides bulk flags and keeps the selection to what is shown', () => {
    expect(bulkFlag([summary('a', { starred: true }), summary('b')], 'starred')).toBe(true);
    expect(bulkFlag([summary('a', { starred: true })], 'starred')).toBe(false);
    expect([...keepShown(new Set(['a', 'gone']), [summary('a'), summary('b')])]).toEqual(['a']);
    expect([...toggled(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggled(new Set(), 'b')]).toEqual(['b']);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('names the sender, or the recipients of outgoing mail', () => {
    expect(counterpart(summary('a'), false)).toBe('提案委 王晓芳');
    expect(counterpart(summary('a'), true)).toBe('委员 刘建国、发改委 张伟');
  });

  it('shows the hour today, the day this year, the date before', () => {
    const now = new Date(2026, 10, 20, 18, 0);
    expect(listTime(new Date(2026, 10, 20, 9, 5).toISOString(), now, 'zh-CN')).toBe('09:05');
    expect(listTime(new Date(2026, 2, 3, 9, 5).toISOString(), now, 'en')).toBe('3 Mar');
    expect(listTime(new Date(2025, 2, 3).toISOString(), now, 'zh-CN')).toBe('2025/03/03');
  });
});

describe('links typed into the editor', () => {
  it('keeps http(s) and mailto, completes bare hosts, refuses the rest', () => {
    expect(safeLink(' https://www.cppcc.gov.cn ')).toBe('https://www.cppcc.gov.cn');
    expect(safeLink('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeLink('www.cppcc.gov.cn/a')).toBe('https://www.cppcc.gov.cn/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink('')).toBeNull();
  });
});
