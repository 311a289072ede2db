import type { GetChatAnswer, RealtimeServerEvent } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import WebSocket from 'ws';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { chatFixture, type ChatFixture, type ChatPerson } from '../../test/chat';
import { notificationsService } from '../notifications/service';
import { CLOSE_UNAUTHORIZED } from './hub';
import { connectRealtime, realtimeUrl, type RealtimeClient } from './testing';
import { realtimeTestContext } from '../../test/realtime';

type Event<T extends RealtimeServerEvent['type']> = Extract<RealtimeServerEvent, { type: T }>;
const is =
  <T extends RealtimeServerEvent['type']>(type: T, where: (event: Event<T>) => boolean = () => true) =>
  (event: RealtimeServerEvent): event is Event<T> =>
    event.type === type && where(event as Event<T>);

describe('realtime WebSocket (one instance)', () => {
  let ctx: Awaited<ReturnType<typeof realtimeTestContext>>;
  let f: ChatFixture;
  let api: ReturnType<typeof apiClient>;
  let baseUrl: string;
  const open: RealtimeClient[] = [];
  const id = (who: ChatPerson) => f.users[who].id;
  const connect = async (who: ChatPerson) => {
    const client = await connectRealtime(baseUrl, f.tokens.get(who)!);
    open.push(client);
    await client.next(is('ready', (e) => e.userId === id(who)));
    return client;
  };

  beforeAll(async () => {
    ctx = await realtimeTestContext({ presenceGraceMs: 200, heartbeatMs: 60_000 });
    f = await chatFixture(ctx);
    api = apiClient(() => ctx, f.tokens);
    baseUrl = await ctx.listen();
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await ctx.close();
  });

  it('closes with 4401 without a valid token', async () => {
    const forged = await connectRealtime(baseUrl, 'not-a-token');
    expect(await forged.closed).toBe(CLOSE_UNAUTHORIZED);
    const none = await connectRealtime(baseUrl, '');
    expect(await none.closed).toBe(CLOSE_UNAUTHORIZED);
  });

  it('pushes messages, reads, typing and presence', async () => {
    const staff = await connect('staff');
    const member = await connect('member');
    const memberTab2 = await connect('member');
    const clerk = await connect('clerkA');
    // Presence: the status the user chose, once connected.
    await staff.next(is('presence', (e) => e.userId === id('clerkA') && e.status === 'online'));

    const { chat } = await api.ok<GetChatAnswer>(
      'member',
      'GET',
      `/api/chat/get-chat?contactId=${id('clerkA')}`,
    );
    await member.next(is('chat.read', (e) => e.chatId === chat.id && e.contactId === id('clerkA')));
    await api.ok('member', 'POST', '/api/chat/send-message', {
      chatId: chat.id,
      contactId: id('clerkA'),
      message: { message: '请问答复何时提交？' },
    });
    const received = await clerk.next(is('chat.message', (e) => e.chatId === chat.id));
    expect(received).toMatchObject({
      contactId: id('member'),
      unread: 1,
      message: { who: id('member'), message: '请问答复何时提交？' },
    });
    // The sender's other tab hears it too, with its own (zero) unread.
    const echoed = await memberTab2.next(is('chat.message', (e) => e.chatId === chat.id));
    expect(echoed).toMatchObject({ contactId: id('clerkA'), unread: 0 });
    expect(staff.events.some((e) => e.type === 'chat.message')).toBe(false);

    const contacts = await api.ok<{ id: string; status: string }[]>('member', 'GET', '/api/chat/contacts');
    expect(contacts.find((c) => c.id === id('clerkA'))?.status).toBe('online');
    expect(contacts.find((c) => c.id === id('clerkA2'))?.status).toBe('offline');

    clerk.send({ type: 'typing', contactId: id('member') });
    expect(await member.next(is('typing'))).toEqual({
      type: 'typing',
      chatId: chat.id,
      contactId: id('clerkA'),
    });
    clerk.send({ type: 'ping' });
    clerk.send('garbage');

    await api.ok('clerkA', 'POST', '/api/chat/user/data', { status: 'do-not-disturb' });
    await member.next(is('presence', (e) => e.userId === id('clerkA') && e.status === 'do-not-disturb'));

    // Leaving: offline for the others only after the grace period.
    const left = Date.now();
    await clerk.close();
    await member.next(
      is('presence', (e) => e.userId === id('clerkA') && e.status === 'offline'),
      3000,
    );
    expect(Date.now() - left).toBeGreaterThanOrEqual(150);

    // Back within the grace period: nobody sees a change.
    await member.close();
    await memberTab2.close();
    const again = await connect('member');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      staff.events.some((e) => e.type === 'presence' && e.userId === id('member') && e.status === 'offline'),
    ).toBe(false);
    await again.close();
  });

  it('pushes the unread count of new notifications after commit, never for a rollback', async () => {
    const clerk = await connect('clerkA2');
    const notify = (trx: Parameters<ReturnType<typeof notificationsService>['notify']>[0]) =>
      notificationsService(trx).notify(trx, {
        userIds: [id('clerkA2')],
        kind: 'task_assigned',
        params: { proposalTitle: '测试' },
        link: '/apps/unit-tasks',
      });
    await expect(
      inTransaction(ctx.db.kysely, async (trx) => {
        await notify(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(ctx.db.kysely, notify);
    expect(await clerk.next(is('notification'))).toEqual({ type: 'notification', unread: 1 });
    expect(clerk.events.filter((e) => e.type === 'notification')).toHaveLength(1);
  });
});

describe('realtime heartbeat', () => {
  it('drops a socket that stops answering pings', async () => {
    const ctx = await realtimeTestContext({ presenceGraceMs: 100, heartbeatMs: 100 });
    try {
      const user = await createUser(ctx, ['staff']);
      const baseUrl = await ctx.listen();
      const socket = new WebSocket(realtimeUrl(baseUrl, await tokenFor(ctx, user)), { autoPong: false });
      const closed = new Promise<number>((resolve) => socket.on('close', resolve));
      await new Promise((resolve) => socket.once('open', resolve));
      // No pong to the first ping → terminated at the second (an abnormal closure, 1006).
      expect(await closed).toBe(1006);
    } finally {
      await ctx.close();
    }
  });
});
