import { CHAT_PAGE_SIZE, type ChatContact, type ChatUser, type GetChatAnswer } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import type { TestContext } from '../../test/context';
import { realtimeTestContext } from '../../test/realtime';
import { chatFixture, type ChatFixture, type ChatPerson } from '../../test/chat';

describe('team chat API', () => {
  let ctx: TestContext;
  let f: ChatFixture;
  let api: ReturnType<typeof apiClient>;
  const id = (who: ChatPerson) => f.users[who].id;
  const openChat = (who: ChatPerson, contact: ChatPerson) =>
    api.ok<GetChatAnswer>(who, 'GET', `/api/chat/get-chat?contactId=${id(contact)}&userId=${id(who)}`);
  const send = (who: ChatPerson, contact: ChatPerson, chatId: string, message: string) =>
    api.call(who, 'POST', '/api/chat/send-message', {
      chatId,
      contactId: id(contact),
      message: { who: id(who), message, time: new Date().toISOString() },
    });

  beforeAll(async () => {
    ctx = await realtimeTestContext();
    f = await chatFixture(ctx);
    api = apiClient(() => ctx, f.tokens);
  });
  afterAll(() => ctx.close());

  it('lists contacts by the contact rule of each role', async () => {
    const contactsOf = async (who: ChatPerson) => {
      const list = await api.ok<ChatContact[]>(who, 'GET', '/api/chat/contacts');
      const names = new Map(Object.entries(f.users).map(([name, user]) => [user.id, name]));
      return list
        .map((contact) => names.get(contact.id))
        .filter((name) => name !== undefined)
        .sort();
    };
    // A self-registered `user` has no committee role: no one's contact (like the lists show them nothing).
    const everyoneBut = (who: ChatPerson) =>
      (Object.keys(f.users) as ChatPerson[]).filter((name) => name !== who && name !== 'user').sort();
    expect(await contactsOf('admin')).toEqual(everyoneBut('admin'));
    expect(await contactsOf('staff')).toEqual(everyoneBut('staff'));
    expect(await contactsOf('user')).toEqual([]);
    expect(await contactsOf('member')).toEqual(['admin', 'clerkA', 'clerkA2', 'staff']);
    expect(await contactsOf('otherMember')).toEqual(['admin', 'staff']);
    expect(await contactsOf('clerkA')).toEqual(['admin', 'clerkA2', 'member', 'staff']);
    expect(await contactsOf('clerkB')).toEqual(['admin', 'staff']);

    const [clerk] = (await api.ok<ChatContact[]>('member', 'GET', '/api/chat/contacts')).filter(
      (contact) => contact.id === id('clerkA'),
    );
    expect(clerk).toMatchObject({ role: 'undertaker', status: 'offline', mood: '' });
    expect(clerk?.unitName).toBeTruthy();
    expect(clerk?.unread).toBeUndefined();
  });

  it('opens one chat per pair, from either side, and refuses bad contacts', async () => {
    const first = await openChat('member', 'clerkA');
    expect(first.chat).toEqual({ id: first.chat.id, dialog: [], hasMore: false });
    expect(first.userChatData.chatList).toContainEqual(
      expect.objectContaining({ chatId: first.chat.id, contactId: id('clerkA') }),
    );
    expect((await openChat('clerkA', 'member')).chat.id).toBe(first.chat.id);
    expect((await openChat('member', 'clerkA')).chat.id).toBe(first.chat.id);

    const notAllowed = await api.fails(403, 'member', 'GET', `/api/chat/get-chat?contactId=${id('clerkB')}`);
    expect(notAllowed.message).toBe('您不能与该用户聊天');
    const unknown = await api.call('member', 'GET', '/api/chat/get-chat?contactId=nobody', undefined, {
      'accept-language': 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe('This contact does not exist.');
    const other = await api.fails(
      403,
      'member',
      'GET',
      `/api/chat/get-chat?contactId=${id('clerkA')}&userId=${id('clerkA')}`,
    );
    expect(other.fields).toHaveProperty('userId');
    const self = await api.fails(400, 'member', 'GET', `/api/chat/get-chat?contactId=${id('member')}`);
    expect(self.fields).toHaveProperty('contactId');
    await api.fails(400, 'member', 'GET', '/api/chat/get-chat');
    await api.fails(401, 'guest', 'GET', `/api/chat/get-chat?contactId=${id('clerkA')}`);
  });

  it('keeps one chat per pair when both open it at the same moment', async () => {
    const opens = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0 ? openChat('staff', 'clerkB') : openChat('clerkB', 'staff'),
      ),
    );
    expect(new Set(opens.map((open) => open.chat.id)).size).toBe(1);
    const members = await ctx.db.kysely
      .selectFrom('chatMembers')
      .select('userId')
      .where('chatId', '=', opens[0]!.chat.id)
      .execute();
    expect(members.map((m) => m.userId).sort()).toEqual([id('staff'), id('clerkB')].sort());
  });

  it('sends messages, counts unread for the receiver and reads them on open', async () => {
    const { chat } = await openChat('member', 'clerkA2');
    const sent = await send('member', 'clerkA2', chat.id, '  您好，关于提案的办理进度想了解一下 ');
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json<{
      message: { who: string; message: string; time: string };
      userChatData: ChatUser;
    }>();
    expect(answer.message).toMatchObject({
      who: id('member'),
      message: '您好，关于提案的办理进度想了解一下',
    });
    expect(answer.userChatData.chatList[0]).toEqual({
      chatId: chat.id,
      contactId: id('clerkA2'),
      lastMessageTime: answer.message.time,
    });
    expect((await send('member', 'clerkA2', chat.id, '第二条')).statusCode).toBe(200);

    const clerkContacts = await api.ok<ChatContact[]>('clerkA2', 'GET', '/api/chat/contacts');
    expect(clerkContacts[0]).toMatchObject({ id: id('member'), unread: 2 });
    const memberContacts = await api.ok<ChatContact[]>('member', 'GET', '/api/chat/contacts');
    // Chats first, the newest first; then the rest.
    expect(memberContacts.slice(0, 2).map((c) => c.id)).toEqual([id('clerkA2'), id('clerkA')]);
    expect(memberContacts[0]?.unread).toBeUndefined();

    const opened = await openChat('clerkA2', 'member');
    expect(opened.chat.dialog.map((m) => m.message)).toEqual([
      '您好，关于提案的办理进度想了解一下',
      '第二条',
    ]);
    const after = await api.ok<ChatContact[]>('clerkA2', 'GET', '/api/chat/contacts');
    expect(after[0]?.unread).toBeUndefined();
  });

  it('refuses empty messages, foreign chats and a wrong contact', async () => {
    const { chat } = await openChat('member', 'clerkA');
    const blank = await send('member', 'clerkA', chat.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'message.message',
    );
    const foreign = await send('staff', 'clerkA', chat.id, 'hello');
    expect(foreign.statusCode).toBe(404);
    const unknown = await send('member', 'clerkA', 'no-such-chat', 'hello');
    expect(unknown.statusCode).toBe(404);
    const mismatch = await send('member', 'staff', chat.id, 'hello');
    expect(mismatch.statusCode).toBe(400);
    await api.fails(404, 'staff', 'GET', `/api/chat/messages?chatId=${chat.id}`);
  });

  it('pages older messages', async () => {
    const { chat } = await openChat('admin', 'otherMember');
    const total = CHAT_PAGE_SIZE + 5;
    for (let index = 0; index < total; index += 1)
      expect(
        (
          await send(
            index % 2 ? 'otherMember' : 'admin',
            index % 2 ? 'admin' : 'otherMember',
            chat.id,
            `m${index}`,
          )
        ).statusCode,
      ).toBe(200);
    const opened = await openChat('admin', 'otherMember');
    expect(opened.chat.dialog).toHaveLength(CHAT_PAGE_SIZE);
    expect(opened.chat.hasMore).toBe(true);
    expect(opened.chat.dialog[0]?.message).toBe('m5');
    expect(opened.chat.dialog.at(-1)?.message).toBe(`m${total - 1}`);
    const times = opened.chat.dialog.map((m) => m.time);
    expect([...times].sort()).toEqual(times);

    const before = encodeURIComponent(opened.chat.dialog[0]!.time);
    const older = await api.ok<{ items: { message: string }[]; hasMore: boolean }>(
      'otherMember',
      'GET',
      `/api/chat/messages?chatId=${opened.chat.id}&before=${before}&limit=3`,
    );
    expect(older.items.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    expect(older.hasMore).toBe(true);
    const rest = await api.ok<{ items: { message: string }[]; hasMore: boolean }>(
      'otherMember',
      'GET',
      `/api/chat/messages?chatId=${opened.chat.id}&before=${before}`,
    );
    expect(rest.items.map((m) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(rest.hasMore).toBe(false);
    const bad = await api.fails(
      400,
      'otherMember',
      'GET',
      `/api/chat/messages?chatId=${chat.id}&before=yesterday`,
    );
    expect(bad.fields).toHaveProperty('before');
  });

  it('stores every acknowledged message of concurrent sends once, in one strictly increasing order', async () => {
    const { chat } = await openChat('staff', 'member');
    const count = 24;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => send('staff', 'member', chat.id, `并发${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(count).fill(200));
    const acknowledged = answers.map((answer) =>
      answer.json<{ message: { message: string; time: string } }>(),
    );
    const stored = await api.ok<{ items: { message: string; time: string }[] }>(
      'member',
      'GET',
      `/api/chat/messages?chatId=${chat.id}&limit=50`,
    );
    // Every answered message is there with the time it was answered with; no time is shared.
    expect(stored.items).toHaveLength(count);
    expect(new Set(stored.items.map((m) => m.time)).size).toBe(count);
    expect([...stored.items].sort((a, b) => (a.time < b.time ? -1 : 1))).toEqual(stored.items);
    expect([...stored.items].sort((a, b) => a.message.localeCompare(b.message))).toEqual(
      acknowledged.map((a) => a.message).sort((a, b) => a.message.localeCompare(b.message)),
    );
    // Each send counted once for the receiver (no lost update under concurrency).
    const contacts = await api.ok<ChatContact[]>('member', 'GET', '/api/chat/contacts');
    expect(contacts.find((c) => c.id === id('staff'))?.unread).toBe(count);
  });

  it('refuses to send to a contact whose account was disabled', async () => {
    const { chat } = await openChat('staff', 'clerkB');
    const users = () => ctx.db.kysely.updateTable('users').where('id', '=', id('clerkB'));
    await users().set({ disabled: 1 }).execute();
    try {
      const refused = await send('staff', 'clerkB', chat.id, '还在吗');
      expect(refused.statusCode, refused.body).toBe(403);
    } finally {
      await users().set({ disabled: 0 }).execute();
    }
    expect((await send('staff', 'clerkB', chat.id, '还在吗')).statusCode).toBe(200);
  });

  it('merges the chat profile', async () => {
    const initial = await api.ok<ChatUser>('clerkB', 'GET', '/api/chat/user');
    expect(initial).toMatchObject({
      id: id('clerkB'),
      name: f.users.clerkB.displayName,
      status: 'online',
      mood: '',
    });
    const changed = await api.ok<ChatUser>('clerkB', 'POST', '/api/chat/user/data', {
      mood: '开会中',
      status: 'away',
    });
    expect(changed).toMatchObject({ status: 'away', mood: '开会中', name: f.users.clerkB.displayName });
    const renamed = await api.ok<ChatUser>('clerkB', 'POST', '/api/chat/user/data', { name: '乙单位 李四' });
    expect(renamed).toMatchObject({ status: 'away', mood: '开会中', name: '乙单位 李四' });
    expect(await api.ok<ChatUser>('clerkB', 'GET', '/api/chat/user')).toEqual(renamed);
    const offline = await api.fails(400, 'clerkB', 'POST', '/api/chat/user/data', { status: 'offline' });
    expect(offline.fields).toHaveProperty('status');
    // The contract's own key: the profile form shows the same text for a blank name.
    const blank = await api.fails(400, 'clerkB', 'POST', '/api/chat/user/data', { name: '   ' });
    expect(blank.fields).toEqual({ name: '请输入姓名' });
    const staffView = await api.ok<ChatContact[]>('staff', 'GET', '/api/chat/contacts');
    // Not connected: others see offline whatever was chosen.
    expect(staffView.find((c) => c.id === id('clerkB'))).toMatchObject({
      name: '乙单位 李四',
      status: 'offline',
    });
  });
});
