import { randomUUID } from 'node:crypto';
import {
  realtimeClientEventSchema,
  type ChatStatus,
  type RealtimeClientEvent,
  type RealtimeServerEvent,
} from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus, Delivery } from './bus';
import type { PresenceStore } from './presence';

export interface HubOptions {
  bus: Bus;
  presence: PresenceStore;
  instanceId: string;
  /** After a user's last connection closed, how long until they show offline. */
  graceMs: number;
  /** Interval of the WebSocket ping; a socket that did not answer the previous one is dropped. */
  heartbeatMs: number;
  /** The status a user chose (what others see while the user is connected). */
  chosenStatus: (userId: string) => Promise<ChatStatus>;
  /** A client event of an authenticated user (typing). */
  onClientEvent: (userId: string, event: RealtimeClientEvent) => void | Promise<void>;
  log: FastifyBaseLogger;
  /** With Redis: whether it is reachable now (health reports it); absent → 'off' (one instance). */
  sharedStatus?: () => 'up' | 'down';
}

function frameText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/** A WebSocket's close codes of our own (4000–4999 are the application's). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_GOING_AWAY = 1001;

/**
 * The realtime hub of one server instance: its open sockets by user, delivery (locally and through the
 * bus to the other instances), presence with its grace period, and the heartbeat.
 */
export function createHub(options: HubOptions) {
  const { bus, presence, instanceId, log } = options;
  const sockets = new Map<string, Set<WebSocket>>();
  const graceTimers = new Map<string, NodeJS.Timeout>();
  const alive = new WeakMap<WebSocket, boolean>();
  let closed = false;

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const deliverLocal = (userIds: readonly string[], event: RealtimeServerEvent) => {
    const text = JSON.stringify(event);
    for (const userId of userIds) for (const socket of sockets.get(userId) ?? []) send(socket, text);
  };
  const broadcastLocal = (event: RealtimeServerEvent) => {
    const text = JSON.stringify(event);
    for (const set of sockets.values()) for (const socket of set) send(socket, text);
  };

  bus.onMessage((message) => {
    if (message.origin === instanceId) return;
    if (message.kind === 'deliver')
      for (const delivery of message.deliveries) deliverLocal(delivery.userIds, delivery.event);
    else broadcastLocal(message.event);
  });

  const hub = {
    instanceId,

    /** Sends the event to every socket of the users, on every instance. */
    publish(userIds: readonly string[], event: RealtimeServerEvent): void {
      hub.publishAll([{ userIds: [...userIds], event }]);
    },
    /** Several events of one change: delivered here, and to the other instances in ONE bus message. */
    publishAll(deliveries: readonly Delivery[]): void {
      const wanted = deliveries.filter((delivery) => delivery.userIds.length > 0);
      if (closed || wanted.length === 0) return;
      for (const delivery of wanted) deliverLocal(delivery.userIds, delivery.event);
      bus.publish({ kind: 'deliver', origin: instanceId, deliveries: wanted });
    },

    /** Sends the event to every connected socket of the system. */
    broadcast(event: RealtimeServerEvent): void {
      if (closed) return;
      broadcastLocal(event);
      bus.publish({ kind: 'broadcast', origin: instanceId, event });
    },

    /** Redis behind the bus and presence: 'off' (not configured), 'up' or 'down'. */
    redis(): 'off' | 'up' | 'down' {
      return options.sharedStatus?.() ?? 'off';
    },

    onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
      return presence.onlineAmong(userIds);
    },

    async isOnline(userId: string): Promise<boolean> {
      return (await presence.onlineAmong([userId])).has(userId);
    },

    /** Sockets open on this instance (the bench and tests look). */
    localConnections(): number {
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },

    /** An authenticated socket: registered, told `ready`, and its user shown online. */
    async attach(userId: string, socket: WebSocket): Promise<void> {
      // Closed while its token was checked: its 'close' has fired already, so it must not be registered.
      if (closed || socket.readyState !== socket.OPEN) return;
      let set = sockets.get(userId);
      const first = !set;
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        alive.set(socket, true);
        if (isBinary) return;
        let event: RealtimeClientEvent;
        try {
          event = realtimeClientEventSchema.parse(JSON.parse(frameText(data)));
        } catch {
          return; // not ours: ignored rather than closing a client over a stray frame
        }
        if (event.type === 'ping') return;
        Promise.resolve(options.onClientEvent(userId, event)).catch((error: unknown) =>
          log.warn({ err: error }, 'realtime: client event failed'),
        );
      });
      socket.on('close', () => {
        hub
          .detach(userId, socket)
          .catch((error: unknown) => log.warn({ err: error }, 'realtime: detach failed'));
      });
      await presence.add(userId);
      send(socket, JSON.stringify({ type: 'ready', userId } satisfies RealtimeServerEvent));
      if (!first) return;
      const pending = graceTimers.get(userId);
      if (pending) {
        // Back within the grace period: the others never saw them leave.
        clearTimeout(pending);
        graceTimers.delete(userId);
        return;
      }
      hub.broadcast({ type: 'presence', userId, status: await options.chosenStatus(userId) });
    },

    async detach(userId: string, socket: WebSocket): Promise<void> {
      const set = sockets.get(userId);
      if (!set?.delete(socket)) return;
      if (set.size === 0) sockets.delete(userId);
      if (closed) return;
      await presence.remove(userId);
      if (sockets.has(userId) || graceTimers.has(userId)) return;
      const timer = setTimeout(() => {
        graceTimers.delete(userId);
        if (closed || sockets.has(userId)) return;
        // Still connected elsewhere (another tab on another instance)? Then nothing changed.
        hub
          .isOnline(userId)
          .then((online) => {
            if (!online) hub.broadcast({ type: 'presence', userId, status: 'offline' });
          })
          .catch((error: unknown) => log.warn({ err: error }, 'realtime: presence check failed'));
      }, options.graceMs);
      graceTimers.set(userId, timer);
    },

    /** Stops the heartbeat and timers, closes every socket and the bus. Idempotent. */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const timer of graceTimers.values()) clearTimeout(timer);
      graceTimers.clear();
      for (const set of sockets.values())
        for (const socket of set) socket.close(CLOSE_GOING_AWAY, 'server shutting down');
      sockets.clear();
      await presence.close();
      await bus.close();
    },
  };

  // Dead peers (a laptop closed, a dropped network) never send a close: ping, and drop who did not pong.
  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const socket of set) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return hub;
}
export type RealtimeHub = ReturnType<typeof createHub>;

export function newInstanceId(): string {
  return randomUUID();
}
