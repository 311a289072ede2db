import { realtimeServerEventSchema, REALTIME_PATH, type RealtimeServerEvent } from '@cppcc/contracts';
import WebSocket from 'ws';

/**
 * A realtime client for tests and the bench: connects with a token, records every server event, and
 * waits for the next one matching a predicate.
 */
export interface RealtimeClient {
  socket: WebSocket;
  events: RealtimeServerEvent[];
  /** Resolves with the first event (already received or coming) that matches; rejects after `timeoutMs`. */
  next<T extends RealtimeServerEvent>(
    match: (event: RealtimeServerEvent) => event is T,
    timeoutMs?: number,
  ): Promise<T>;
  next(match: (event: RealtimeServerEvent) => boolean, timeoutMs?: number): Promise<RealtimeServerEvent>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(event: unknown): void;
  close(): Promise<void>;
}

export function realtimeUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?token=${encodeURIComponent(token)}`;
}

/** Opens the socket; resolves once it is open (not necessarily `ready`: wait for that with `next`). */
export function connectRealtime(baseUrl: string, token: string): Promise<RealtimeClient> {
  const socket = new WebSocket(realtimeUrl(baseUrl, token));
  const events: RealtimeServerEvent[] = [];
  const waiters: {
    match: (event: RealtimeServerEvent) => boolean;
    resolve: (event: RealtimeServerEvent) => void;
  }[] = [];
  socket.on('message', (data: Buffer) => {
    const event = realtimeServerEventSchema.parse(JSON.parse(data.toString('utf8')));
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  const client: RealtimeClient = {
    socket,
    events,
    closed,
    next(match: (event: RealtimeServerEvent) => boolean, timeoutMs = 5000): Promise<RealtimeServerEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(`No matching realtime event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (event: RealtimeServerEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        waiters.push(waiter);
      });
    },
    send(event) {
      socket.send(JSON.stringify(event));
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
