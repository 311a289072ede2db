import type { Mail, MailList } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';

/** Issue 30 §3: a user's mail exported for the list's folder, label or filter and search — their own only. */
describe('mail export', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>;
  const ids = new Map<string, string>();
  const tokens = new Map<string, string>();
  const send = (who: string, to: string[], subject: string) =>
    api.ok<Mail>(who, 'POST', '/api/mail-app/send', {
      to,
      subject,
      message: `<p>${subject}</p>`,
      attachmentIds: [],
    });
  const sheet = (who: string, query: string) =>
    api.call(who, 'GET', `/api/mail-app/mails/export.xlsx${query}`, undefined, {
      'accept-language': 'zh-CN',
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    for (const who of ['alice', 'bob', 'carol']) {
      const user = await createUser(ctx, ['members'], { displayName: `导出${who}` });
      ids.set(who, user.id);
      tokens.set(who, await tokenFor(ctx, user));
    }
    api = apiClient(() => ctx, tokens);
    const bob = ids.get('bob') ?? '';
    await send('alice', [bob], '养老服务材料');
    await send('carol', [bob], '交通治理材料');
    const starred = await send('alice', [bob, ids.get('carol') ?? ''], '养老服务补充');
    const inbox = await api.ok<MailList>('bob', 'GET', '/api/mail-app/mails?q=补充');
    await api.ok('bob', 'POST', '/api/mail-app/update-mail', {
      ids: inbox.items.map((mail) => mail.id),
      changes: { starred: true },
    });
    expect(starred.subject).toBe('养老服务补充');
  });
  afterAll(() => ctx.close());

  it("writes the inbox the list shows for a search, newest first, in the list's columns", async () => {
    const list = await api.ok<MailList>('bob', 'GET', '/api/mail-app/mails?q=养老');
    expect(list.items.map((mail) => mail.subject)).toEqual(['养老服务补充', '养老服务材料']);
    const rows = await workbookRows(await sheet('bob', '?q=养老'));
    expect(rows[0]).toEqual(['发件人', '收件人', '主题', '时间', '摘要', '附件数']);
    expect(rows.slice(1).map((row) => row[2])).toEqual(list.items.map((mail) => mail.subject));
    expect(String(rows[1]?.[0])).toContain('导出alice');
    expect(String(rows[1]?.[1])).toContain('导出carol');
  });

  it('exports a filter and the sent folder of the caller only; 400 on two views or an unknown column', async () => {
    const starred = await workbookRows(await sheet('bob', '?filter=starred&columns=subject'));
    expect(starred).toEqual([['主题'], ['养老服务补充']]);
    const sent = await api.ok<MailList>('alice', 'GET', '/api/mail-app/mails?folder=sent');
    const rows = await workbookRows(await sheet('alice', '?folder=sent&columns=subject,attachments'));
    expect(rows).toEqual([['主题', '附件数'], ...sent.items.map((mail) => [mail.subject, 0])]);
    expect(rows.slice(1).map((row) => row[0])).not.toContain('交通治理材料');
    expect((await sheet('bob', '?folder=sent&filter=starred')).statusCode).toBe(400);
    const bad = await sheet('bob', '?columns=subject,colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
  });
});
