import { realtimeServerEventSchema } from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis as RedisClient } from 'ioredis';
import { z } from 'zod';
import type { Bus, BusMessage } from './bus';
import type { PresenceStore } from './presence';

/**
 * Realtime across several server instances on one database, through Redis:
 * - the bus is one pub/sub channel;
 * - presence: each instance keeps its connection counts in its own hash `<ns>:conns:<instance>` and
 *   beats in the sorted set `<ns>:instances` (score = last beat). A user is online when a live instance
 *   (beat within INSTANCE_TTL_MS) counts a connection of theirs, so a crashed instance's counts stop
 *   counting by themselves. `ns` is derived from the database, so deployments sharing a Redis stay apart.
 */
const BEAT_MS = 5_000;
const INSTANCE_TTL_MS = 15_000;

const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deliver'),
    origin: z.string(),
    deliveries: z.array(z.object({ userIds: z.array(z.string()), event: realtimeServerEventSchema })),
  }),
  z.object({ kind: z.literal('broadcast'), origin: z.string(), event: realtimeServerEventSchema }),
  z.object({
    kind: z.literal('sessions'),
    origin: z.string(),
    change: z.union([z.object({ userId: z.string() }), z.object({ sessionId: z.string() })]),
  }),
  z.object({ kind: z.literal('resync'), origin: z.string() }),
]);

export interface RedisRealtime {
  bus: Bus;
  presence: PresenceStore;
  /** 'up' while the command connection is ready; 'down' while Redis is away (chat degrades meanwhile). */
  status(): 'up' | 'down';
}

/**
 * Never refuses to start and never waits for Redis: commands fail at once while it is away (no offline
 * queue), ioredis keeps reconnecting, and on every reconnect this instance writes its connection counts
 * again. Meanwhile presence answers from this instance's own connections and the bus is local only.
 */
export function redisRealtime(options: {
  /** ioredis's client class, imported by the caller only when Redis is configured. */
  Redis: typeof RedisClient;
  url: string;
  namespace: string;
  instanceId: string;
  log: FastifyBaseLogger;
}): RedisRealtime {
  const { namespace, instanceId, log } = options;
  const base = {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 250, 2_000),
  } as const;
  // Auto-pipelining: the commands of one tick (the publishes of concurrent sends) leave in one write.
  const { Redis } = options;
  const command = new Redis(options.url, { ...base, enableOfflineQueue: false, enableAutoPipelining: true });
  // The subscriber subscribes on each (re)connect itself (below), to know when it hears the others again.
  const subscriber = new Redis(options.url, { ...base, autoResubscribe: false });
  let warned = false;
  let closed = false;
  for (const connection of [command, subscriber]) {
    connection.on('error', (error: Error) => {
      // Once per outage: a reconnect loop must not flood the log.
      if (!warned) log.warn({ err: error }, 'realtime: Redis unavailable; chat runs on this instance only');
      warned = true;
    });
  }

  const channel = `${namespace}:bus`;
  const instancesKey = `${namespace}:instances`;
  const connsKey = (instance: string) => `${namespace}:conns:${instance}`;
  const ownConns = connsKey(instanceId);
  /** This instance's connections by user: the truth Redis is brought back to after an outage. */
  const local = new Map<string, number>();
  const up = () => command.status === 'ready';

  const handlers: ((message: BusMessage) => void)[] = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: BusMessage;
    try {
      const data: unknown = JSON.parse(text);
      // This instance's own messages come back too: it delivered those already, no need to check them.
      if ((data as { origin?: unknown } | null)?.origin === instanceId) return;
      message = busMessageSchema.parse(data);
    } catch (error) {
      log.warn({ err: error }, 'realtime: malformed bus message dropped');
      return;
    }
    for (const handler of handlers) handler(message);
  });

  /**
   * The bus is back when, after an outage (a connection dropped or a publish was lost), the subscription
   * stands again and the command connection is ready with this instance's presence rewritten.
   */
  let outage = false;
  let missedPublishes = false;
  let subscribed = false;
  let commandSynced = false;
  let commandReadies = 0;
  const resumeHandlers: ((missedPublishes: boolean) => void)[] = [];
  const resumed = () => {
    if (closed || !outage || !subscribed || !commandSynced || !up()) return;
    const missed = missedPublishes;
    outage = false;
    missedPublishes = false;
    for (const handler of resumeHandlers) handler(missed);
  };
  const lostPublish = () => {
    outage = true;
    missedPublishes = true;
  };
  subscriber.on('close', () => {
    subscribed = false;
    if (!closed) outage = true;
  });
  command.on('close', () => {
    commandSynced = false;
    if (!closed) outage = true;
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        resumed();
      },
      (error: unknown) => log.warn({ err: error }, 'realtime: Redis subscription failed'),
    );
  });

  const beat = async () => {
    await command
      .multi()
      .zadd(instancesKey, Date.now(), instanceId)
      .pexpire(ownConns, INSTANCE_TTL_MS + BEAT_MS)
      .zremrangebyscore(instancesKey, '-inf', Date.now() - 4 * INSTANCE_TTL_MS)
      .exec();
  };
  /** Writes this instance's counts as they are now (first connect and every reconnect). */
  const resync = async () => {
    const write = command.multi().del(ownConns);
    if (local.size > 0) write.hset(ownConns, Object.fromEntries(local));
    await write.exec();
    await beat();
  };
  command.on('ready', () => {
    if (warned) log.info('realtime: Redis is back');
    warned = false;
    const ready = ++commandReadies;
    resync()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: presence resync failed'))
      .finally(() => {
        if (ready !== commandReadies || !up()) return; // dropped again meanwhile
        commandSynced = true;
        resumed();
      });
  });
  const beating = setInterval(() => {
    if (up()) beat().catch((error: unknown) => log.warn({ err: error }, 'realtime: presence beat failed'));
  }, BEAT_MS);
  beating.unref();

  const bus: Bus = {
    // The hub delivered to this instance's sockets already; a lost publish is made up by a resync.
    publish(message) {
      if (closed) return;
      if (!up()) {
        lostPublish();
        return;
      }
      command.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        lostPublish();
        log.warn({ err: error }, 'realtime: publish failed');
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    onResume(handler) {
      resumeHandlers.push(handler);
    },
    async close() {
      // Closed together with the presence store below.
    },
  };

  /** Applies a change to Redis when it is there; a miss is repaired by the resync on reconnect. */
  const mirror = async (work: () => Promise<unknown>) => {
    if (!up()) return;
    try {
      await work();
    } catch (error) {
      log.warn({ err: error }, 'realtime: presence update failed');
    }
  };
  const localAmong = (userIds: readonly string[]) => new Set(userIds.filter((id) => local.has(id)));

  const presence: PresenceStore = {
    async add(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      await mirror(() =>
        command
          .multi()
          .hincrby(ownConns, userId, 1)
          .pexpire(ownConns, INSTANCE_TTL_MS + BEAT_MS)
          .exec(),
      );
    },
    async remove(userId) {
      const left = (local.get(userId) ?? 0) - 1;
      if (left > 0) local.set(userId, left);
      else local.delete(userId);
      await mirror(async () => {
        if (left > 0) await command.hset(ownConns, userId, left);
        else await command.hdel(ownConns, userId);
      });
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set<string>();
      if (!up()) return localAmong(userIds);
      try {
        return await onlineInRedis(userIds);
      } catch (error) {
        log.warn({ err: error }, 'realtime: presence read failed; answering from this instance');
        return localAmong(userIds);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(beating);
      if (up()) {
        try {
          // This instance's connections are gone with it.
          await command.multi().del(ownConns).zrem(instancesKey, instanceId).exec();
        } catch (error) {
          log.warn({ err: error }, 'realtime: presence cleanup failed');
        }
      }
      // disconnect(), not quit(): quit would wait for a Redis that may be away.
      subscriber.disconnect();
      command.disconnect();
    },
  };

  async function onlineInRedis(userIds: readonly string[]): Promise<Set<string>> {
    const online = localAmong(userIds);
    const live = new Set(await command.zrangebyscore(instancesKey, Date.now() - INSTANCE_TTL_MS, '+inf'));
    live.delete(instanceId);
    if (live.size === 0) return online;
    const pipeline = command.pipeline();
    for (const instance of live) pipeline.hmget(connsKey(instance), ...userIds);
    const answers = (await pipeline.exec()) ?? [];
    for (const [error, counts] of answers) {
      if (error) throw error;
      (counts as (string | null)[]).forEach((count, index) => {
        const userId = userIds[index];
        if (userId !== undefined && count !== null && Number(count) > 0) online.add(userId);
      });
    }
    return online;
  }

  return { bus, presence, status: () => (up() ? 'up' : 'down') };
}
