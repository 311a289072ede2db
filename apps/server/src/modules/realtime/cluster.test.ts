import type { GetChatAnswer, RealtimeServerEvent } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { apiClient } from '../../test/client';
import { testDialect, type TestContext } from '../../test/context';
import { redisAnswers, startTwoInstances, TEST_REDIS_URL } from '../../test/two-instances';
import { chatFixture, type ChatFixture } from '../../test/chat';
import { connectRealtime, type RealtimeClient } from './testing';

/**
 * Two server instances on one PostgreSQL database and one Redis behave as one: a message sent through
 * instance 1 reaches a socket on instance 2, and presence crosses over. PostgreSQL + Redis only (the
 * multi-instance deployment); REDIS_URL defaults to the local Redis.
 */
const REDIS_URL = TEST_REDIS_URL;

const onPostgres = testDialect() === 'postgres';
const redisUp = onPostgres && (await redisAnswers());
if (!onPostgres) {
  console.info(
    '[cluster.test] skipped: the two-instance test runs with TEST_DIALECT=postgres (PostgreSQL + Redis).',
  );
} else if (!redisUp) {
  const message = `[cluster.test] Redis does not answer at ${REDIS_URL}: the two-instance test cannot run.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`${message} SKIPPED (set CI=true to make this a failure).`);
}

type Event<T extends RealtimeServerEvent['type']> = Extract<RealtimeServerEvent, { type: T }>;
const is =
  <T extends RealtimeServerEvent['type']>(type: T, where: (event: Event<T>) => boolean = () => true) =>
  (event: RealtimeServerEvent): event is Event<T> =>
    event.type === type && where(event as Event<T>);

describe.skipIf(!redisUp)('two instances through Redis', () => {
  const GRACE_MS = 300;
  let ctx: TestContext;
  let second: App;
  let f: ChatFixture;
  let url1: string;
  let url2: string;
  let cleanup: () => Promise<void>;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    const instances = await startTwoInstances(REDIS_URL, GRACE_MS);
    ctx = instances.ctx;
    second = instances.apps[1];
    [url1, url2] = instances.urls;
    cleanup = async () => {
      await Promise.all(clients.map((client) => client.close()));
      await instances.close();
    };
    f = await chatFixture(ctx);
  });
  afterAll(() => cleanup?.());

  it('delivers a message sent through instance 1 to a socket on instance 2, and presence crosses over', async () => {
    const member = await connectRealtime(url1, f.tokens.get('member')!);
    clients.push(member);
    await member.next(is('ready'));
    const clerk = await connectRealtime(url2, f.tokens.get('clerkA')!);
    clients.push(clerk);
    await clerk.next(is('ready'));
    // The clerk came online on instance 2: the member on instance 1 hears it.
    await member.next(is('presence', (e) => e.userId === f.users.clerkA.id && e.status === 'online'));

    // Contacts asked on instance 1 see the clerk connected to instance 2.
    const api = apiClient(() => ctx, f.tokens);
    const contacts = await api.ok<{ id: string; status: string }[]>('member', 'GET', '/api/chat/contacts');
    expect(contacts.find((c) => c.id === f.users.clerkA.id)?.status).toBe('online');

    const { chat } = await api.ok<GetChatAnswer>(
      'member',
      'GET',
      `/api/chat/get-chat?contactId=${f.users.clerkA.id}`,
    );
    await api.ok('member', 'POST', '/api/chat/send-message', {
      chatId: chat.id,
      contactId: f.users.clerkA.id,
      message: { message: '跨实例的消息' },
    });
    const received = await clerk.next(is('chat.message'));
    expect(received).toMatchObject({
      chatId: chat.id,
      contactId: f.users.member.id,
      unread: 1,
      message: { who: f.users.member.id, message: '跨实例的消息' },
    });
    // Delivered once, not once per instance.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clerk.events.filter((e) => e.type === 'chat.message')).toHaveLength(1);

    // A second tab of the clerk on instance 1; closing the one on instance 2 changes nothing.
    const clerkTab = await connectRealtime(url1, f.tokens.get('clerkA')!);
    clients.push(clerkTab);
    await clerkTab.next(is('ready'));
    await clerk.close();
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    expect(
      member.events.some(
        (e) => e.type === 'presence' && e.userId === f.users.clerkA.id && e.status === 'offline',
      ),
    ).toBe(false);

    // The last one closes: offline everywhere after the grace period.
    const left = Date.now();
    await clerkTab.close();
    await member.next(
      is('presence', (e) => e.userId === f.users.clerkA.id && e.status === 'offline'),
      5000,
    );
    expect(Date.now() - left).toBeGreaterThanOrEqual(GRACE_MS - 50);
    const later = await apiClient(() => ({ ...ctx, app: second }), f.tokens).ok<
      { id: string; status: string }[]
    >('member', 'GET', '/api/chat/contacts');
    expect(later.find((c) => c.id === f.users.clerkA.id)?.status).toBe('offline');
  });
});
