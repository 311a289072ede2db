import {
  mailFolderSchema,
  mailListSchema,
  mailRecipientSchema,
  mailSchema,
  mailWriteAnswerSchema,
  type Mail,
  type MailList,
  type MailRecipient,
  type RealtimeServerEvent,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { realtimeTestContext } from '../../test/realtime';
import { connectRealtime, type RealtimeClient } from '../realtime/testing';

type Person = 'alice' | 'bob' | 'carol';
const PDF = Buffer.from('%PDF-1.4\n% mail test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('mail app API', () => {
  let ctx: Awaited<ReturnType<typeof realtimeTestContext>>;
  let api: ReturnType<typeof apiClient>;
  const ids = new Map<Person, string>();
  const tokens = new Map<string, string>();
  const id = (who: Person) => ids.get(who) as string;
  const list = (who: Person, query = '') => api.ok<MailList>(who, 'GET', `/api/mail-app/mails${query}`);
  const send = (who: Person, body: Record<string, unknown>) =>
    api.ok<Mail>(who, 'POST', '/api/mail-app/send', { subject: '', message: '', attachmentIds: [], ...body });

  beforeAll(async () => {
    ctx = await realtimeTestContext();
    for (const [who, roles] of [
      ['alice', ['members']],
      ['bob', ['undertaker']],
      ['carol', ['staff']],
    ] as const) {
      const user = await createUser(ctx, [...roles]);
      ids.set(who, user.id);
      tokens.set(who, await tokenFor(ctx, user));
    }
    api = apiClient(() => ctx, tokens);
  });
  afterAll(() => ctx.close());

  it('sends one copy per recipient plus the sent copy, live, with the unread count', async () => {
    const baseUrl = await ctx.listen();
    const socket: RealtimeClient = await connectRealtime(baseUrl, tokens.get('bob') as string);
    await socket.next((event) => event.type === 'ready');
    try {
      const sent = await send('alice', {
        to: [id('bob'), id('carol')],
        subject: '  关于社区养老服务提案的补充材料 ',
        message: '<p onclick="steal()">张主任您好<script>alert(1)</script></p><img src=x onerror=alert(2)>',
      });
      expect(mailSchema.parse(sent)).toEqual(sent);
      expect(sent).toMatchObject({
        folder: 'sent',
        read: true,
        subject: '关于社区养老服务提案的补充材料',
        message: '<p>张主任您好</p>',
        from: { id: id('alice') },
      });
      expect(sent.to.map((person) => person.id)).toEqual([id('bob'), id('carol')]);

      const arrived = (await socket.next(
        (event) => event.type === 'mail' && event.received !== undefined,
      )) as Extract<RealtimeServerEvent, { type: 'mail' }>;
      expect(arrived.unread).toBe(1);
      expect(arrived.received?.subject).toBe('关于社区养老服务提案的补充材料');

      const inbox = mailListSchema.parse(await list('bob'));
      expect(inbox.total).toBe(1);
      expect(inbox.items[0]).toMatchObject({ read: false, folder: 'inbox', excerpt: '张主任您好' });
      expect((await list('carol')).total).toBe(1);
      expect((await list('alice', '?folder=sent')).items.map((mail) => mail.id)).toEqual([sent.id]);
      expect((await list('alice')).total).toBe(0);
      expect(await api.ok('bob', 'GET', '/api/mail-app/unread-count')).toEqual({ unread: 1 });
    } finally {
      await socket.close();
    }
  });

  it('reads, marks, moves, labels and deletes from the trash only', async () => {
    const [mail] = (await list('bob')).items;
    if (!mail) throw new Error('no mail');
    const one = await api.ok<Mail>('bob', 'GET', `/api/mail-app/mail?id=${mail.id}`);
    expect(one.message).toBe('<p>张主任您好</p>');

    const answer = await api.ok('bob', 'POST', '/api/mail-app/update-mail', {
      ids: [mail.id],
      changes: { read: true, starred: true, important: true },
    });
    expect(mailWriteAnswerSchema.parse(answer)).toEqual({ ids: [mail.id], unread: 0 });
    expect((await list('bob', '?filter=starred')).items[0]).toMatchObject({ starred: true, important: true });

    await api.ok('bob', 'POST', '/api/mail-app/toggle-label', { ids: [mail.id], label: 'proposal' });
    expect((await list('bob', '?label=proposal')).total).toBe(1);
    await api.ok('bob', 'POST', '/api/mail-app/toggle-label', { ids: [mail.id], label: 'proposal' });
    expect((await list('bob', '?label=proposal')).total).toBe(0);

    expect((await list('bob', '?q=养老')).total).toBe(1);
    expect((await list('bob', '?q=不存在的词')).total).toBe(0);
    expect((await list('bob', '?q=%25')).total).toBe(0);

    const notInTrash = await api.fails(400, 'bob', 'POST', '/api/mail-app/delete-mails', { ids: [mail.id] });
    expect(notInTrash.fields).toHaveProperty('ids');
    await api.ok('bob', 'POST', '/api/mail-app/set-folder', { ids: [mail.id], folder: 'spam' });
    expect((await list('bob', '?folder=spam')).total).toBe(1);
    expect((await list('bob', '?filter=starred')).total).toBe(0);
    await api.ok('bob', 'POST', '/api/mail-app/set-folder', { ids: [mail.id], folder: 'trash' });
    await api.ok('bob', 'POST', '/api/mail-app/set-folder', { ids: [mail.id], folder: 'restore' });
    expect((await list('bob')).total).toBe(1);
    await api.ok('bob', 'POST', '/api/mail-app/set-folder', { ids: [mail.id], folder: 'trash' });

    const folders = z.array(mailFolderSchema).parse(await api.ok('bob', 'GET', '/api/mail-app/folders'));
    expect(folders.map((folder) => folder.handle)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    expect(folders.find((folder) => folder.handle === 'trash')).toMatchObject({ total: 1, title: '已删除' });

    await api.ok('bob', 'POST', '/api/mail-app/delete-mails', { ids: [mail.id] });
    await api.fails(404, 'bob', 'GET', `/api/mail-app/mail?id=${mail.id}`);
    // The sender's and the other recipient's copies are theirs and stay.
    expect((await list('carol')).total).toBe(1);
    expect((await list('alice', '?folder=sent')).total).toBe(1);
  });

  it('keeps two users’ mail apart', async () => {
    const [carols] = (await list('carol')).items;
    if (!carols) throw new Error('no mail');
    await api.fails(404, 'bob', 'GET', `/api/mail-app/mail?id=${carols.id}`);
    for (const [url, body] of [
      ['/api/mail-app/update-mail', { ids: [carols.id], changes: { read: true } }],
      ['/api/mail-app/set-folder', { ids: [carols.id], folder: 'trash' }],
      ['/api/mail-app/toggle-label', { ids: [carols.id], label: 'meeting' }],
      ['/api/mail-app/delete-mails', { ids: [carols.id] }],
      ['/api/mail-app/save-draft', { id: carols.id, to: [], subject: 'x', message: '', attachmentIds: [] }],
    ] as const)
      await api.fails(404, 'bob', 'POST', url, body);
    const after = await api.ok<Mail>('carol', 'GET', `/api/mail-app/mail?id=${carols.id}`);
    expect(after).toMatchObject({ read: false, folder: 'inbox', labels: [] });
  });

  it('saves drafts, sends them, and carries files to the recipients only', async () => {
    const { payload, headers } = multipart('调研报告.pdf', 'application/pdf', PDF);
    const upload = await api.call('alice', 'POST', '/api/mail-app/attachments', payload, headers);
    expect(upload.statusCode).toBe(200);
    const file = upload.json<{ id: string; fileName: string; size: number }>();
    expect(file).toMatchObject({ fileName: '调研报告.pdf', size: PDF.length });

    const fake = multipart('假文件.pdf', 'application/pdf', Buffer.from('<script>alert(1)</script>'));
    const refused = await api.call('alice', 'POST', '/api/mail-app/attachments', fake.payload, fake.headers);
    expect(refused.statusCode).toBe(415);

    // Another user cannot attach or download alice's upload.
    await api.fails(404, 'carol', 'GET', `/api/mail-app/attachments/${file.id}`);
    const stolen = await api.fails(400, 'carol', 'POST', '/api/mail-app/save-draft', {
      to: [],
      subject: '',
      message: '',
      attachmentIds: [file.id],
    });
    expect(stolen.fields).toHaveProperty('attachmentIds');

    const draft = await api.ok<Mail>('alice', 'POST', '/api/mail-app/save-draft', {
      to: [],
      subject: '草稿',
      message: '<p>未完成</p>',
      attachmentIds: [file.id],
    });
    expect(draft).toMatchObject({ folder: 'drafts', hasAttachments: true, to: [] });
    const saved = await api.ok<Mail>('alice', 'POST', '/api/mail-app/save-draft', {
      id: draft.id,
      to: [id('carol')],
      subject: '调研报告',
      message: '<p>请查收</p>',
      attachmentIds: [file.id],
    });
    expect(saved.id).toBe(draft.id);
    expect((await list('alice', '?folder=drafts')).total).toBe(1);

    await send('alice', {
      draftId: draft.id,
      to: [id('carol')],
      subject: '调研报告',
      message: '<p>请查收</p>',
      attachmentIds: [file.id],
    });
    expect((await list('alice', '?folder=drafts')).total).toBe(0);
    const [received] = (await list('carol', '?q=调研报告')).items;
    expect(received?.attachments.map((attachment) => attachment.id)).toEqual([file.id]);
    const download = await api.call('carol', 'GET', `/api/mail-app/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    await api.fails(404, 'bob', 'GET', `/api/mail-app/attachments/${file.id}`);
  });

  it('finds recipients among accounts with an e-mail, not oneself', async () => {
    const people = z
      .array(mailRecipientSchema)
      .parse(await api.ok<MailRecipient[]>('alice', 'GET', '/api/mail-app/recipients'));
    const found = people.map((person) => person.id);
    expect(found).toContain(id('bob'));
    expect(found).not.toContain(id('alice'));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/mail-app/send', { to: [], subject: '', message: '', attachmentIds: [] }, 'to'],
      ['POST', '/api/mail-app/send', { to: ['nobody'], subject: '', message: '', attachmentIds: [] }, 'to'],
      [
        'POST',
        '/api/mail-app/send',
        { to: [id('bob')], subject: 'x'.repeat(201), message: '', attachmentIds: [] },
        'subject',
      ],
      ['POST', '/api/mail-app/update-mail', { ids: [], changes: { read: true } }, 'ids'],
      ['POST', '/api/mail-app/update-mail', { ids: ['a'], changes: {} }, 'changes'],
      ['POST', '/api/mail-app/set-folder', { ids: ['a'], folder: 'outbox' }, 'folder'],
      ['POST', '/api/mail-app/toggle-label', { ids: ['a'], label: 'nope' }, 'label'],
      ['GET', '/api/mail-app/mails?folder=nope', undefined, 'folder'],
      ['GET', '/api/mail-app/mails?folder=inbox&filter=starred', undefined, 'label'],
      ['GET', '/api/mail-app/mails?page=0', undefined, 'page'],
      ['GET', '/api/mail-app/mail', undefined, 'id'],
    ];
    for (const [method, url, body, field] of cases) {
      const error = await api.fails(400, 'alice', method as 'GET' | 'POST', url, body);
      expect(error.fields, `${method} ${url}`).toHaveProperty(field);
    }
    const sentMail = (await list('alice', '?folder=sent')).items[0];
    const notAllowed = await api.fails(400, 'alice', 'POST', '/api/mail-app/set-folder', {
      ids: [sentMail?.id],
      folder: 'inbox',
    });
    expect(notAllowed.fields).toEqual({ folder: '邮件不能移到该文件夹' });
    await api.fails(401, 'guest', 'GET', '/api/mail-app/mails');
  });
});
