import { randomUUID } from 'node:crypto';
import type { ChatMessage, RealtimeServerEvent, SendMessageAnswer } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import type { ChatPerson } from '../../test/chat';
import { chatSocketSuite } from '../../test/chat-socket';
import type { RealtimeClient } from '../realtime/testing';
import { chatService, type ChatRealtime } from './service';

type Answer = Extract<RealtimeServerEvent, { type: 'chat.sent' | 'chat.refused' }>;

/**
 * Idempotent sends (issue 33 §3): the client's key of a message (`clientId`), kept across its resends, is
 * stored once per sender; a resend — over the socket or HTTP, alone, concurrent, in one burst or in two
 * instances' queues — answers the message already stored (same time) and writes nothing.
 */
describe('chat sends with a client id', () => {
  const suite = chatSocketSuite();
  const { id, openChat, connect, unreadOf } = suite;
  const body = (chatId: string, contact: ChatPerson, message: string, clientId?: string) => ({
    ...(clientId === undefined ? {} : { clientId }),
    chatId,
    contactId: id(contact),
    message: { message },
  });
  const overHttp = (who: ChatPerson, payload: ReturnType<typeof body>) =>
    suite.api.call(who, 'POST', '/api/chat/send-message', payload);
  const sentOverHttp = async (who: ChatPerson, payload: ReturnType<typeof body>) => {
    const response = await overHttp(who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SendMessageAnswer>().message;
  };
  /** Sends over the socket and waits for the answer naming this client id. */
  const overSocket = (client: RealtimeClient, payload: ReturnType<typeof body> & { clientId: string }) => {
    const answer = client.next(
      (event): event is Answer =>
        (event.type === 'chat.sent' || event.type === 'chat.refused') && event.clientId === payload.clientId,
    );
    client.send({ type: 'chat.send', ...payload });
    return answer;
  };
  const sentOverSocket = async (
    client: RealtimeClient,
    payload: ReturnType<typeof body> & { clientId: string },
  ) => {
    const answer = await overSocket(client, payload);
    if (answer.type !== 'chat.sent') throw new Error(`refused: ${answer.error}`);
    return answer.message;
  };
  const rows = (chatId: string) =>
    suite.ctx.db.kysely.selectFrom('chatMessages').selectAll().where('chatId', '=', chatId).execute();

  it('answers an HTTP resend with the stored message and stores it once', async () => {
    const chatId = await openChat('member', 'clerkA');
    const clientId = randomUUID();
    const first = await sentOverHttp('member', body(chatId, 'clerkA', '请问办理进度', clientId));
    expect(first).toMatchObject({ who: id('member'), message: '请问办理进度', clientId });
    const again = await sentOverHttp('member', body(chatId, 'clerkA', '请问办理进度', clientId));
    expect(again).toEqual(first);
    expect(await rows(chatId)).toHaveLength(1);
    expect(await unreadOf('clerkA', 'member')).toBe(1);
    // Read back with its key: the sender's client matches its pending copy by it.
    const page = await suite.api.ok<{ items: ChatMessage[] }>(
      'member',
      'GET',
      `/api/chat/messages?chatId=${chatId}`,
    );
    expect(page.items).toEqual([first]);
    // A send without a key is a new message each time (the seed's client).
    await sentOverHttp('member', body(chatId, 'clerkA', '第二条'));
    await sentOverHttp('member', body(chatId, 'clerkA', '第二条'));
    expect(await rows(chatId)).toHaveLength(3);
  });

  it('answers a resend after a dropped socket — on a new socket or over HTTP — with the stored message', async () => {
    const chatId = await openChat('staff', 'clerkB');
    const clientId = randomUUID();
    const payload = body(chatId, 'clerkB', '明天上午开会', clientId) as ReturnType<typeof body> & {
      clientId: string;
    };
    const first = await sentOverSocket(await connect('staff'), payload);
    const again = await sentOverSocket(await connect('staff'), payload);
    expect(again).toEqual(first);
    expect(await sentOverHttp('staff', payload)).toEqual(first);
    expect((await rows(chatId)).map((row) => row.clientId)).toEqual([clientId]);
    expect(await unreadOf('clerkB', 'staff')).toBe(1);
  });

  it('stores concurrent sends of one key once, over both paths, every answer the same message', async () => {
    const chatId = await openChat('staff', 'member');
    const staff = await connect('staff');
    const clientId = randomUUID();
    const payload = body(chatId, 'member', '并发重发', clientId) as ReturnType<typeof body> & {
      clientId: string;
    };
    // With other messages around it, so the repeats share bursts with fresh sends.
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => sentOverSocket(staff, payload)),
      ...Array.from({ length: 6 }, () => sentOverHttp('staff', payload)),
      ...Array.from({ length: 4 }, (_, index) =>
        sentOverSocket(staff, { ...body(chatId, 'member', `其他${index}`), clientId: randomUUID() }),
      ),
    ]);
    const repeats = answers.slice(0, 12);
    expect(new Set(repeats.map((message) => JSON.stringify(message))).size).toBe(1);
    const stored = await rows(chatId);
    expect(stored).toHaveLength(5);
    expect(stored.filter((row) => row.clientId === clientId)).toHaveLength(1);
    expect(stored.find((row) => row.clientId === clientId)?.createdAt).toBe(repeats[0]!.time);
    expect(await unreadOf('member', 'staff')).toBe(5);
  });

  it('lets different senders use the same key, and refuses a key reused in another chat', async () => {
    const clientId = randomUUID();
    const withClerk = await openChat('member', 'clerkA2');
    const fromMember = await sentOverHttp('member', body(withClerk, 'clerkA2', '委员的话', clientId));
    const fromClerk = await sentOverHttp('clerkA2', body(withClerk, 'member', '承办的话', clientId));
    expect(fromClerk.time).not.toBe(fromMember.time);
    expect(await rows(withClerk)).toHaveLength(2);

    // The same sender's key names one message: in another chat it is not that message.
    const withAdmin = await openChat('member', 'admin');
    const reused = await overHttp('member', body(withAdmin, 'admin', '别的会话', clientId));
    expect(reused.statusCode, reused.body).toBe(409);
    const member = await connect('member');
    expect(await overSocket(member, { ...body(withAdmin, 'admin', '别的会话'), clientId })).toMatchObject({
      type: 'chat.refused',
      error: 'error.conflict',
    });
    expect(await rows(withAdmin)).toEqual([]);
  });

  it('stores a key once when two instances’ write queues get it at the same moment', async () => {
    const chatId = await openChat('admin', 'otherMember');
    // Two write queues (one per instance: one per realtime hub) on the one database.
    const hub = (): ChatRealtime => ({
      publish: () => undefined,
      publishAll: () => undefined,
      broadcast: () => undefined,
      onlineAmong: () => Promise.resolve(new Set()),
    });
    const instances = [
      chatService(suite.ctx.db.kysely, { realtime: hub() }),
      chatService(suite.ctx.db.kysely, { realtime: hub() }),
    ];
    const clientId = randomUUID();
    const payload = body(chatId, 'otherMember', '两个实例', clientId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => instances[index % 2]!.send({ id: id('admin') }, payload)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.message))).size).toBe(1);
    expect(await rows(chatId)).toHaveLength(1);
    expect(await unreadOf('otherMember', 'admin')).toBe(1);
  });
});
