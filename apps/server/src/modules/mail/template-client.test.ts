import {
  mailListSchema,
  mailSchema,
  mailSummarySchema,
  mailWriteAnswerSchema,
  type Mail,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * Issue 31 §2: the mail calls as the template makes them (folderHandle… and an array, mailId, the whole
 * mail, selectedMailIds with folderId / labelId) beside our own forms.
 */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);
let received: Mail;

beforeAll(async () => {
  ctx = await createTestContext();
  const bob = await createUser(ctx, ['members']);
  tokens.set('alice', await tokenFor(ctx, await createUser(ctx, ['members'])));
  tokens.set('bob', await tokenFor(ctx, bob));
  await api.ok('alice', 'POST', '/api/mail-app/send', {
    to: [bob.id],
    subject: '调研安排',
    message: '<p>周三出发</p>',
    attachmentIds: [],
  });
  const inbox = mailListSchema.parse(await api.ok('bob', 'GET', '/api/mail-app/mails?folder=inbox'));
  received = mailSchema.parse(
    await api.ok('bob', 'GET', `/api/mail-app/mail?id=${inbox.items[0]?.id ?? ''}`),
  );
}, 60_000);
afterAll(() => ctx.close());

const items = (query: string) => api.ok<unknown>('bob', 'GET', `/api/mail-app/mails?${query}`);
const write = async (url: string, body: object) =>
  mailWriteAnswerSchema.parse(await api.ok('bob', 'POST', `/api/mail-app/${url}`, body));

describe('mail as the template calls it', () => {
  it('lists by folderHandle / labelHandle / filterHandle as an array; ours as a page', async () => {
    const inbox = z.array(mailSummarySchema).parse(await items('folderHandle=inbox'));
    expect(inbox.map((mail) => mail.id)).toEqual([received.id]);
    expect(z.array(mailSummarySchema).parse(await items('filterHandle=starred'))).toEqual([]);
    expect(mailListSchema.parse(await items('folderHandle=inbox&page=1')).total).toBe(1);
    expect(mailListSchema.parse(await items('folder=inbox')).items).toHaveLength(1);
    await write('toggle-label', { selectedMailIds: [received.id], labelId: 'meeting' });
    expect(z.array(mailSummarySchema).parse(await items('labelHandle=meeting'))).toHaveLength(1);
    expect(mailListSchema.parse(await items('label=meeting')).items[0]?.labels).toEqual(['meeting']);
    await write('toggle-label', { ids: [received.id], label: 'meeting' });
    expect(z.array(mailSummarySchema).parse(await items('labelHandle=meeting'))).toEqual([]);
  });

  it('reads one mail by mailId as by id', async () => {
    const byMailId = mailSchema.parse(await api.ok('bob', 'GET', `/api/mail-app/mail?mailId=${received.id}`));
    expect(byMailId.id).toBe(received.id);
  });

  it('updates the flags from the whole mail, and from ids and changes', async () => {
    await write('update-mail', { ...received, starred: true, read: true });
    expect(
      mailSchema.parse(await api.ok('bob', 'GET', `/api/mail-app/mail?id=${received.id}`)),
    ).toMatchObject({
      starred: true,
      read: true,
    });
    await write('update-mail', { ids: [received.id], changes: { starred: false } });
    expect(z.array(mailSummarySchema).parse(await items('filterHandle=starred'))).toEqual([]);
  });

  it('moves mail by selectedMailIds and folderId (a handle or the template’s number), and by ours', async () => {
    await write('set-folder', { selectedMailIds: [received.id], folderId: 'trash' });
    expect(z.array(mailSummarySchema).parse(await items('folderHandle=trash'))).toHaveLength(1);
    await write('set-folder', { selectedMailIds: [received.id], folderId: 0 });
    expect(z.array(mailSummarySchema).parse(await items('folderHandle=inbox'))).toHaveLength(1);
    await write('set-folder', { ids: [received.id], folder: 'spam' });
    expect(mailListSchema.parse(await items('folder=spam')).total).toBe(1);
  });
});
