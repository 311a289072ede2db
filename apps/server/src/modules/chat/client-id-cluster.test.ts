import { randomUUID } from 'node:crypto';
import type { GetChatAnswer, RealtimeServerEvent, SendMessageAnswer } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/client';
import { chatFixture, type ChatFixture } from '../../test/chat';
import { testDialect, type TestContext } from '../../test/context';
import { redisAnswers, startTwoInstances, TEST_REDIS_URL, type TwoInstances } from '../../test/two-instances';
import { connectRealtime, type RealtimeClient } from '../realtime/testing';

/**
 * A resend that reaches the other instance (issue 33 §3): two servers on one PostgreSQL database and one
 * Redis, the first send over a socket on instance 1, the resend of the same client id over a socket on
 * instance 2 and over HTTP on both — at the same moment — store the message once, every answer the stored
 * one, and the receiver hears it once. PostgreSQL + Redis only, as the other two-instance tests.
 */
const onPostgres = testDialect() === 'postgres';
const redisUp = onPostgres && (await redisAnswers());
if (onPostgres && !redisUp) {
  const message = `[client-id-cluster.test] Redis does not answer at ${TEST_REDIS_URL}.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`${message} SKIPPED (set CI=true to make this a failure).`);
}

type Answer = Extract<RealtimeServerEvent, { type: 'chat.sent' | 'chat.refused' }>;

describe.skipIf(!redisUp)('a client id resent through the other instance', () => {
  let instances: TwoInstances;
  let ctx: TestContext;
  let f: ChatFixture;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    instances = await startTwoInstances(TEST_REDIS_URL, 300);
    ctx = instances.ctx;
    f = await chatFixture(ctx);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await instances?.close();
  });

  const connect = async (url: string, who: 'staff' | 'member') => {
    const client = await connectRealtime(url, f.tokens.get(who)!);
    clients.push(client);
    await client.next((event) => event.type === 'ready');
    return client;
  };

  it('stores it once and answers every send with the stored message', async () => {
    const api = (index: 0 | 1) => apiClient(() => ({ ...ctx, app: instances.apps[index] }), f.tokens);
    const { chat } = await api(0).ok<GetChatAnswer>(
      'staff',
      'GET',
      `/api/chat/get-chat?contactId=${f.users.member.id}`,
    );
    const member = await connect(instances.urls[1], 'member');
    const sockets = [await connect(instances.urls[0], 'staff'), await connect(instances.urls[1], 'staff')];
    const clientId = randomUUID();
    const payload = {
      clientId,
      chatId: chat.id,
      contactId: f.users.member.id,
      message: { message: '跨实例重发' },
    };
    const overSocket = async (client: RealtimeClient) => {
      const answer = client.next(
        (event): event is Answer =>
          (event.type === 'chat.sent' || event.type === 'chat.refused') && event.clientId === clientId,
      );
      client.send({ type: 'chat.send', ...payload });
      const settled = await answer;
      if (settled.type !== 'chat.sent') throw new Error(`refused: ${settled.error}`);
      return settled.message;
    };
    const answers = await Promise.all([
      overSocket(sockets[0]!),
      overSocket(sockets[1]!),
      api(0)
        .ok<SendMessageAnswer>('staff', 'POST', '/api/chat/send-message', payload)
        .then((a) => a.message),
      api(1)
        .ok<SendMessageAnswer>('staff', 'POST', '/api/chat/send-message', payload)
        .then((a) => a.message),
    ]);
    expect(new Set(answers.map((message) => JSON.stringify(message))).size).toBe(1);
    expect(answers[0]).toMatchObject({ who: f.users.staff.id, message: '跨实例重发', clientId });
    const stored = await ctx.db.kysely
      .selectFrom('chatMessages')
      .selectAll()
      .where('chatId', '=', chat.id)
      .execute();
    expect(stored.map((row) => [row.clientId, row.createdAt])).toEqual([[clientId, answers[0].time]]);

    // The receiver hears it once: it arrives, then a later message, and by then it came only once.
    await member.next((event) => event.type === 'chat.message' && event.message.clientId === clientId);
    const next = await api(1).ok<SendMessageAnswer>('staff', 'POST', '/api/chat/send-message', {
      ...payload,
      clientId: randomUUID(),
      message: { message: '下一条' },
    });
    await member.next((event) => event.type === 'chat.message' && event.message.time === next.message.time);
    expect(
      member.events.filter((event) => event.type === 'chat.message' && event.message.clientId === clientId),
    ).toHaveLength(1);
  });
});
