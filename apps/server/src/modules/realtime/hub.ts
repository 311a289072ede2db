import { randomUUID } from 'node:crypto';
import {
  hasAccess,
  REALTIME_CLOSE,
  realtimeClientEventAuth,
  realtimeClientEventSchema,
  realtimeEventAuth,
  type ChatStatus,
  type RealtimeClientEvent,
  type RealtimeServerEvent,
} from '@cppcc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionChange } from '../auth/session-signal';
import type { Bus, Delivery } from './bus';
import type { PresenceStore } from './presence';
import { rightsDiffer, type SessionCheck, type SocketIdentity } from './socket-identity';

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
  /** A client event of an authenticated user (typing, a message); `reply` answers that socket alone. */
  onClientEvent: (
    userId: string,
    event: RealtimeClientEvent,
    reply: (answer: RealtimeServerEvent) => void,
  ) => void | Promise<void>;
  log: FastifyBaseLogger;
  /** With Redis: whether it is reachable now (health reports it); absent → 'off' (one instance). */
  sharedStatus?: () => 'up' | 'down';
  /** The session's committed state (read after it may have ended or changed rights). */
  checkSession: (sessionId: string, userId: string) => Promise<SessionCheck>;
  /** The identity when this process holds it fresh without a read (the identity cache); else undefined. */
  cachedIdentity?: (sessionId: string, userId: string) => SocketIdentity | undefined;
}

function frameText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

export const CLOSE_UNAUTHORIZED = REALTIME_CLOSE.unauthorized;
export const CLOSE_GOING_AWAY = 1001;
/** The session could not be checked (the database away): the client reconnects and is checked then. */
const CLOSE_TRY_AGAIN = 1013;

/**
 * The realtime hub of one server instance: its open sockets by user, delivery (locally and through the
 * bus to the other instances), presence with its grace period, and the heartbeat.
 */
export function createHub(options: HubOptions) {
  const { bus, presence, instanceId, log } = options;
  const sockets = new Map<string, Set<WebSocket>>();
  const identities = new WeakMap<WebSocket, SocketIdentity>();
  const graceTimers = new Map<string, NodeJS.Timeout>();
  const alive = new WeakMap<WebSocket, boolean>();
  let closed = false;
  /** Session changes seen: a socket authenticated across one is checked again once registered. */
  let changesSeen = 0;

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const end = (socket: WebSocket, code: number, reason: string) => {
    if (socket.readyState === socket.OPEN) socket.close(code, reason);
  };
  /** Rights are checked per socket and event, against the freshest identity at hand without a read. */
  const mayHear = (socket: WebSocket, event: RealtimeServerEvent): boolean => {
    const held = identities.get(socket);
    if (!held) return false;
    const fresh = options.cachedIdentity?.(held.sessionId, held.userId);
    if (fresh && rightsDiffer(held, fresh)) {
      end(socket, REALTIME_CLOSE.rightsChanged, 'rights changed');
      return false;
    }
    return hasAccess(realtimeEventAuth(event.type), held.roles);
  };
  const sendEvent = (socket: WebSocket, event: RealtimeServerEvent, text: string) => {
    if (mayHear(socket, event)) send(socket, text);
  };
  // Always here first, whatever Redis does: this instance's sockets never wait for (or lose to) the bus.
  const deliverLocal = (userIds: readonly string[], event: RealtimeServerEvent) => {
    const text = JSON.stringify(event);
    for (const userId of userIds)
      for (const socket of sockets.get(userId) ?? []) sendEvent(socket, event, text);
  };
  const broadcastLocal = (event: RealtimeServerEvent) => {
    const text = JSON.stringify(event);
    for (const set of sockets.values()) for (const socket of set) sendEvent(socket, event, text);
  };

  /** Checks this instance's sockets of the change (or all) against the committed session state. */
  const recheckLocal = async (change: SessionChange | 'all') => {
    changesSeen += 1;
    const candidates =
      change !== 'all' && 'userId' in change
        ? [...(sockets.get(change.userId) ?? [])]
        : [...sockets.values()].flatMap((set) => [...set]);
    const bySession = new Map<string, { userId: string; list: WebSocket[] }>();
    for (const socket of candidates) {
      const held = identities.get(socket);
      if (!held || (change !== 'all' && 'sessionId' in change && held.sessionId !== change.sessionId))
        continue;
      const entry = bySession.get(held.sessionId);
      if (entry) entry.list.push(socket);
      else bySession.set(held.sessionId, { userId: held.userId, list: [socket] });
    }
    // One after the other: a resync after an outage checks every session without a burst of reads.
    for (const [sessionId, { userId, list }] of bySession) {
      let state: SessionCheck | undefined;
      try {
        state = await options.checkSession(sessionId, userId);
      } catch (error) {
        log.warn({ err: error }, 'realtime: session check failed');
      }
      for (const socket of list) {
        const held = identities.get(socket);
        if (!state) end(socket, CLOSE_TRY_AGAIN, 'session check failed');
        else if (!state.ok) end(socket, REALTIME_CLOSE.sessionEnded, 'session ended');
        else if (held && rightsDiffer(held, state.identity))
          end(socket, REALTIME_CLOSE.rightsChanged, 'rights changed');
      }
    }
  };
  const recheck = (change: SessionChange | 'all') => {
    recheckLocal(change).catch((error: unknown) => log.warn({ err: error }, 'realtime: recheck failed'));
  };
  /** Events may have been missed: the clients refetch, and the sessions are checked (signals lost too). */
  const resyncLocal = () => {
    broadcastLocal({ type: 'resync' });
    recheck('all');
  };

  bus.onMessage((message) => {
    if (message.origin === instanceId) return;
    if (message.kind === 'deliver')
      for (const delivery of message.deliveries) deliverLocal(delivery.userIds, delivery.event);
    else if (message.kind === 'broadcast') broadcastLocal(message.event);
    else if (message.kind === 'sessions') recheck(message.change);
    else resyncLocal();
  });
  bus.onResume((missedPublishes) => {
    if (closed) return;
    resyncLocal();
    // The others missed what this instance published meanwhile: their clients refetch too.
    if (missedPublishes) bus.publish({ kind: 'resync', origin: instanceId });
  });

  const hub = {
    instanceId,
    log,

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

    /** A session ended or changed rights (committed): its sockets are checked here and on the others. */
    sessionChanged(change: SessionChange): void {
      if (closed) return;
      recheck(change);
      bus.publish({ kind: 'sessions', origin: instanceId, change });
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

    /**
     * A new socket: `authenticate` names its session (null → closed as unauthorized); then it is registered,
     * told `ready`, and its user shown online.
     */
    async attach(socket: WebSocket, authenticate: () => Promise<SocketIdentity | null>): Promise<void> {
      const seen = changesSeen;
      const identity = await authenticate();
      if (!identity) {
        end(socket, CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      // Closed while its token was checked: its 'close' has fired already, so it must not be registered.
      if (closed || socket.readyState !== socket.OPEN) return;
      const { userId } = identity;
      let set = sockets.get(userId);
      const first = !set;
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socket);
      identities.set(socket, identity);
      // A session change while the token was read may not have seen this socket: check it now.
      if (changesSeen !== seen) recheck({ sessionId: identity.sessionId });
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
        // What a client may say (typing, a message) needs the chat's rights.
        if (!hasAccess(realtimeClientEventAuth(event.type), identities.get(socket)?.roles)) return;
        const reply = (answer: RealtimeServerEvent) => sendEvent(socket, answer, JSON.stringify(answer));
        Promise.resolve(options.onClientEvent(userId, event, reply)).catch((error: unknown) =>
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
