import { createHash } from 'node:crypto';
import websocket from '@fastify/websocket';
import { PRESENCE_GRACE_MS, REALTIME_PATH, sendMessageBodySchema } from '@cppcc/contracts';
import { isAppError } from '../../http/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../http/paths';
import { countUnread } from '../notifications/repository';
import { onNotified } from '../notifications/notified-signal';
import { chatService } from '../chat/service';
import { onSessionChange } from '../auth/session-signal';
import { memoryBus } from './bus';
import { createHub, newInstanceId, type RealtimeHub } from './hub';
import { memoryPresence } from './presence';
import { redisRealtime } from './redis';
import { sessionCheck, socketIdentity } from './socket-identity';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's realtime hub: publish events to users' sockets (across instances with Redis).
     * Decorated on the /api scope, so the API modules see it (the root instance does not).
     */
    realtime: RealtimeHub;
  }
}

const HEARTBEAT_MS = 30_000;
const skipOverride = Symbol.for('skip-override');

/**
 * The realtime WebSocket at REALTIME_PATH (`?token=<access token>`), and `app.realtime` for the other
 * modules. Not encapsulated (skip-override), so the chat module registered after it sees the decorator.
 * With REDIS_URL, events and presence are shared by every instance on the same database.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const instanceId = newInstanceId();
  const config = app.config;
  const shared = config.redisUrl
    ? redisRealtime({
        // Loaded only with Redis: a single server does not pay for the client at its start.
        Redis: (await import('ioredis')).Redis,
        url: config.redisUrl,
        // Instances on the same database are one system; other databases on the same Redis are not.
        namespace: `cppcc:rt:${createHash('sha256').update(app.db.describe()).digest('hex').slice(0, 12)}`,
        instanceId,
        log: app.log,
      })
    : undefined;
  const chat = () => chatService(app.db.kysely);
  /** A refused socket send's message key: the service's own, or the generic one for a failure (logged). */
  const refusal = (error: unknown): string => {
    if (isAppError(error)) return error.message;
    app.log.error({ err: error }, 'realtime: chat.send failed');
    return 'error.internal';
  };
  const hub = createHub({
    bus: shared?.bus ?? memoryBus(),
    presence: shared?.presence ?? memoryPresence(),
    sharedStatus: shared && (() => shared.status()),
    instanceId,
    graceMs: config.realtime?.presenceGraceMs ?? PRESENCE_GRACE_MS,
    heartbeatMs: config.realtime?.heartbeatMs ?? HEARTBEAT_MS,
    chosenStatus: (userId) => chat().chosenStatus(userId),
    async onClientEvent(userId, event, reply) {
      if (event.type === 'chat.send') {
        const { clientId } = event;
        // The HTTP send's body and checks; the answer is the stored message alone, to this socket.
        const body = sendMessageBodySchema.safeParse(event);
        if (!body.success) {
          reply({ type: 'chat.refused', clientId, error: 'error.badRequest' });
          return;
        }
        chatService(app.db.kysely, { realtime: hub }).sendOverSocket({ id: userId }, body.data, (outcome) =>
          reply(
            outcome.ok
              ? {
                  type: 'chat.sent',
                  clientId,
                  chatId: body.data.chatId,
                  contactId: body.data.contactId,
                  message: outcome.message,
                }
              : { type: 'chat.refused', clientId, error: refusal(outcome.error) },
          ),
        );
        return;
      }
      if (event.type !== 'typing') return;
      const chatId = await chat().chatIdBetween(userId, event.contactId);
      if (chatId !== undefined) hub.publish([event.contactId], { type: 'typing', chatId, contactId: userId });
    },
    log: app.log,
    checkSession: async (sessionId, userId) =>
      sessionCheck(await app.authService.checkSession(sessionId, userId)),
    cachedIdentity(sessionId, userId) {
      const identity = app.authService.cachedIdentity(sessionId, userId);
      return identity && socketIdentity(identity);
    },
  });
  app.decorate('realtime', hub);
  // Sign-outs, revocations and changes of rights (committed) close the sockets they concern.
  const stopSessionSignals = onSessionChange(app.db.kysely, (change) => hub.sessionChanged(change));

  // In-app notifications (committed): the bell's new unread count to each notified user online.
  const stopListening = onNotified(app.db.kysely, (userIds) => {
    void (async () => {
      const online = await hub.onlineAmong(userIds);
      for (const userId of online)
        hub.publish([userId], { type: 'notification', unread: await countUnread(app.db.kysely, userId) });
    })().catch((error: unknown) => app.log.warn({ err: error }, 'realtime: notification push failed'));
  });

  app.addHook('onClose', async () => {
    stopListening();
    stopSessionSignals();
    await hub.close();
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get(
    REALTIME_PATH.slice(API_PREFIX.length),
    {
      websocket: true,
      // Browsers cannot send headers on a WebSocket: the token comes in the query and is checked below.
      config: { auth: null },
      schema: { tags: ['realtime'], summary: 'Realtime events (WebSocket; ?token=<access token>)' },
    },
    (socket, request) => {
      const token = (request.query as { token?: unknown }).token;
      hub
        .attach(socket, async () => {
          if (typeof token !== 'string' || token === '') return null;
          const check = await app.authService.checkAccessToken(token);
          return check.ok ? socketIdentity(check.identity) : null;
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'realtime: connection setup failed');
          socket.close(1011, 'server error');
        });
    },
  );
};
(realtimeRoutes as unknown as Record<symbol, boolean>)[skipOverride] = true;
