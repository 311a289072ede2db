import type { ChatMessage, GetChatAnswer, RealtimeServerEvent } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer } from '../../test/accounts';
import { chatFixture, type ChatFixture } from '../../test/chat';
import { testDialect, type TestContext } from '../../test/context';
import { startTwoInstances } from '../../test/two-instances';
import { connectRealtime, type RealtimeClient } from './testing';

/**
 * Two server instances on one database (either dialect) and the real Redis (REDIS_URL, default local):
 * concurrent sends are each stored once when acknowledged, and reach a socket on the other instance
 * exactly once, in the chat's order, with each unread count once.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

type ChatEvent = Extract<RealtimeServerEvent, { type: 'chat.message' }>;

describe('chat across two instances through Redis: durable, once, in order', () => {
  let ctx: TestContext;
  let apps: [App, App];
  let f: ChatFixture;
  let url2: string;
  let cleanup: () => Promise<void>;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    const instances = await startTwoInstances(REDIS_URL, 50);
    ({ ctx, apps } = instances);
    url2 = instances.urls[1];
    cleanup = async () => {
      await Promise.all(clients.map((client) => client.close()));
      await instances.close();
    };
    f = await chatFixture(ctx);
  });
  afterAll(() => cleanup?.());

  const send = async (app: App, chatId: string, text: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: bearer(f.tokens.get('staff')!),
      payload: { chatId, contactId: f.users.member.id, message: { message: text } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message: ChatMessage }>().message;
  };
  const stored = async (chatId: string) => {
    const response = await apps[1].inject({
      method: 'GET',
      url: `/api/chat/messages?chatId=${chatId}&limit=50`,
      headers: bearer(f.tokens.get('member')!),
    });
    return response.json<{ items: ChatMessage[] }>().items;
  };

  it('delivers concurrent sends once each, in commit order, to a socket on the other instance', async () => {
    const member = await connectRealtime(url2, f.tokens.get('member')!);
    clients.push(member);
    await member.next((event) => event.type === 'ready');
    const opened = await apps[0].inject({
      method: 'GET',
      url: `/api/chat/get-chat?contactId=${f.users.member.id}`,
      headers: bearer(f.tokens.get('staff')!),
    });
    const chatId = opened.json<GetChatAnswer>().chat.id;
    const received = () =>
      member.events.filter(
        (event): event is ChatEvent => event.type === 'chat.message' && event.chatId === chatId,
      );
    const arrivedAll = async (count: number) => {
      while (received().length < count) await member.next(() => received().length >= count, 10_000);
    };

    // Through instance 1, all at once: the row lock orders them; one publisher keeps that order.
    const count = 20;
    const acknowledged = await Promise.all(
      Array.from({ length: count }, (_, index) => send(apps[0], chatId, `第${index}条`)),
    );
    // A last one after all were answered: once it is there, nothing of the batch can still be on its way.
    acknowledged.push(await send(apps[0], chatId, '最后一条'));
    await arrivedAll(count + 1);
    const first = received();
    expect(first).toHaveLength(count + 1);
    expect(first.map((event) => event.message)).toEqual(await stored(chatId));
    expect(first.map((event) => event.unread)).toEqual(Array.from({ length: count + 1 }, (_, i) => i + 1));
    expect(new Set(first.map((event) => event.message.time)).size).toBe(count + 1);
    expect([...acknowledged].sort((a, b) => (a.time < b.time ? -1 : 1))).toEqual(
      first.map((event) => event.message),
    );

    // Through both instances at once (PostgreSQL: one SQLite file takes one writer, so two instances in
    // one test process would wait on each other's lock): every message once, every unread count once.
    if (testDialect() !== 'postgres') return;
    const more = await Promise.all(
      Array.from({ length: count }, (_, index) => send(apps[index % 2]!, chatId, `两路${index}`)),
    );
    await arrivedAll(2 * count + 1);
    const second = received().slice(count + 1);
    expect(second).toHaveLength(count);
    expect(second.map((event) => event.message.message).sort()).toEqual(more.map((m) => m.message).sort());
    expect(second.map((event) => event.unread).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, i) => count + 2 + i),
    );
    const all = await stored(chatId);
    expect(
      all
        .slice(-count)
        .map((m) => m.message)
        .sort(),
    ).toEqual(more.map((m) => m.message).sort());
    expect(new Set(all.map((m) => m.time)).size).toBe(all.length);
  });
});
