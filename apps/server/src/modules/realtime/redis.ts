import { realtimeServerEventSchema } from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
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
    userIds: z.array(z.string()),
    event: realtimeServerEventSchema,
  }),
  z.object({ kind: z.literal('broadcast'), origin: z.string(), event: realtimeServerEventSchema }),
]);

export interface RedisRealtime {
  bus: Bus;
  presence: PresenceStore;
}

export async function redisRealtime(options: {
  url: string;
  namespace: string;
  instanceId: string;
  log: FastifyBaseLogger;
}): Promise<RedisRealtime> {
  const { namespace, instanceId, log } = options;
  const redisOptions = { maxRetriesPerRequest: 3, lazyConnect: true } as const;
  const command = new Redis(options.url, redisOptions);
  const subscriber = new Redis(options.url, redisOptions);
  for (const connection of [command, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis error'));
  try {
    await Promise.all([command.connect(), subscriber.connect()]);
  } catch (error) {
    command.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }

  const channel = `${namespace}:bus`;
  const instancesKey = `${namespace}:instances`;
  const connsKey = (instance: string) => `${namespace}:conns:${instance}`;
  const ownConns = connsKey(instanceId);

  const handlers: ((message: BusMessage) => void)[] = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: BusMessage;
    try {
      message = busMessageSchema.parse(JSON.parse(text));
    } catch (error) {
      log.warn({ err: error }, 'realtime: malformed bus message dropped');
      return;
    }
    for (const handler of handlers) handler(message);
  });
  await subscriber.subscribe(channel);

  const beat = async () => {
    await command
      .multi()
      .zadd(instancesKey, Date.now(), instanceId)
      .pexpire(ownConns, INSTANCE_TTL_MS + BEAT_MS)
      .zremrangebyscore(instancesKey, '-inf', Date.now() - 4 * INSTANCE_TTL_MS)
      .exec();
  };
  await beat();
  const beating = setInterval(() => {
    beat().catch((error: unknown) => log.warn({ err: error }, 'realtime: presence beat failed'));
  }, BEAT_MS);
  beating.unref();

  let closed = false;
  const bus: Bus = {
    publish(message) {
      if (closed) return;
      command.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        log.warn({ err: error }, 'realtime: publish failed');
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      // Closed together with the presence store below.
    },
  };

  const presence: PresenceStore = {
    async add(userId) {
      await command
        .multi()
        .hincrby(ownConns, userId, 1)
        .pexpire(ownConns, INSTANCE_TTL_MS + BEAT_MS)
        .exec();
    },
    async remove(userId) {
      const left = await command.hincrby(ownConns, userId, -1);
      if (left <= 0) await command.hdel(ownConns, userId);
    },
    async onlineAmong(userIds) {
      const online = new Set<string>();
      if (userIds.length === 0) return online;
      const live = new Set(await command.zrangebyscore(instancesKey, Date.now() - INSTANCE_TTL_MS, '+inf'));
      live.add(instanceId);
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
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(beating);
      try {
        // This instance's connections are gone with it.
        await command.multi().del(ownConns).zrem(instancesKey, instanceId).exec();
      } catch (error) {
        log.warn({ err: error }, 'realtime: presence cleanup failed');
      }
      await Promise.allSettled([subscriber.quit(), command.quit()]);
    },
  };
  return { bus, presence };
}
