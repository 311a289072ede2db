import type { ChatContact, GetChatAnswer } from '@cppcc/contracts';
import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './client';
import { chatFixture, type ChatFixture, type ChatPerson } from './chat';
import { realtimeTestContext } from './realtime';
import { connectRealtime, type RealtimeClient } from '../modules/realtime/testing';

type RealtimeTestContext = Awaited<ReturnType<typeof realtimeTestContext>>;

export interface ChatSocketSuite {
  readonly ctx: RealtimeTestContext;
  readonly f: ChatFixture;
  readonly api: ReturnType<typeof apiClient>;
  readonly id: (who: ChatPerson) => string;
  /** The chat between the two (opened by `who`). */
  readonly openChat: (who: ChatPerson, contact: ChatPerson) => Promise<string>;
  /** A realtime socket signed in as `who`, once `ready`; closed after the suite. */
  readonly connect: (who: ChatPerson) => Promise<RealtimeClient>;
  /** What `who`'s contact list counts unread from `from`. */
  readonly unreadOf: (who: ChatPerson, from: ChatPerson) => Promise<number>;
}

/**
 * The chat people on a listening realtime app, set up once for the enclosing `describe` (its hooks are
 * registered here); the members are read only inside tests and hooks.
 */
export function chatSocketSuite(): ChatSocketSuite {
  let ctx: RealtimeTestContext | undefined;
  let f: ChatFixture | undefined;
  let api: ReturnType<typeof apiClient> | undefined;
  let baseUrl = '';
  const open: RealtimeClient[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('chatSocketSuite: used before its beforeAll ran');
    return value;
  };

  beforeAll(async () => {
    ctx = await realtimeTestContext();
    f = await chatFixture(ctx);
    const started = ctx;
    api = apiClient(() => started, f.tokens);
    baseUrl = await ctx.listen();
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await ctx?.close();
  });

  const suite: ChatSocketSuite = {
    get ctx() {
      return ready(ctx);
    },
    get f() {
      return ready(f);
    },
    get api() {
      return ready(api);
    },
    id: (who) => suite.f.users[who].id,
    openChat: async (who, contact) =>
      (await suite.api.ok<GetChatAnswer>(who, 'GET', `/api/chat/get-chat?contactId=${suite.id(contact)}`))
        .chat.id,
    connect: async (who) => {
      const client = await connectRealtime(baseUrl, suite.f.tokens.get(who)!);
      open.push(client);
      await client.next((event) => event.type === 'ready');
      return client;
    },
    unreadOf: async (who, from) =>
      (await suite.api.ok<ChatContact[]>(who, 'GET', '/api/chat/contacts')).find(
        (c) => c.id === suite.id(from),
      )?.unread ?? 0,
  };
  return suite;
}
