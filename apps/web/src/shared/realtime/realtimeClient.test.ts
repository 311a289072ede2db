import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';
import {
  parseServerEvent,
  RealtimeClient,
  realtimeUrl,
  type RealtimeSignal,
  type SocketLike,
} from './realtimeClient';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  /** The server accepted the token and says so. */
  ready(userId = 'u1') {
    this.readyState = 1;
    this.message({ type: 'ready', userId });
  }
  message(data: unknown) {
    this.onmessage?.call(this as unknown as WebSocket, { data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code: 1006 } as CloseEvent);
  }
}

function harness(token: string | null = 't1') {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const client = new RealtimeClient({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    urlFor: (value) => `ws://test/api/realtime?token=${value}`,
    random: () => 0.5,
    setTimeout: (callback, ms) => {
      timers.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  });
  const signals: RealtimeSignal[] = [];
  client.subscribe((signal) => signals.push(signal));
  /** Runs the pending timer of the given length (the reconnect or the ping). */
  const fire = (ms?: number) => {
    const entry = [...timers].find(([, timer]) => ms === undefined || timer.ms === ms);
    if (!entry) throw new Error('no timer');
    timers.delete(entry[0]);
    entry[1].callback();
  };
  client.start(() => token);
  return { client, sockets, timers, signals, fire };
}

describe('reconnectDelay', () => {
  it('grows exponentially with jitter and stays under the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('realtimeUrl and parseServerEvent', () => {
  it('uses the page origin with ws or wss', () => {
    expect(realtimeUrl('a b', { protocol: 'http:', host: 'x:3000' })).toBe(
      'ws://x:3000/api/realtime?token=a%20b',
    );
    expect(realtimeUrl('t', { protocol: 'https:', host: 'x' })).toBe('wss://x/api/realtime?token=t');
  });
  it('keeps only events of the contract', () => {
    expect(parseServerEvent(JSON.stringify({ type: 'presence', userId: 'u', status: 'away' }))).toEqual({
      type: 'presence',
      userId: 'u',
      status: 'away',
    });
    expect(parseServerEvent(JSON.stringify({ type: 'presence', userId: 'u', status: 'gone' }))).toBeNull();
    expect(parseServerEvent('{nope')).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'unknown' }))).toBeNull();
  });
});

describe('RealtimeClient', () => {
  it('opens with the token, delivers valid events and sends when open', () => {
    const { client, sockets, signals } = harness();
    expect(sockets[0]?.url).toBe('ws://test/api/realtime?token=t1');
    expect(client.getState()).toBe('connecting');
    expect(client.send({ type: 'typing', contactId: 'c' })).toBe(false);
    sockets[0]?.ready();
    expect(client.getState()).toBe('open');
    sockets[0]?.message({ type: 'notification', unread: 3 });
    sockets[0]?.message({ type: 'notification', unread: -1 });
    expect(signals).toEqual([
      { type: 'ready', userId: 'u1' },
      { type: 'notification', unread: 3 },
    ]);
    expect(client.send({ type: 'typing', contactId: 'c' })).toBe(true);
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'typing', contactId: 'c' })]);
  });

  it('reconnects with growing delays and signals reconnected once ready again', () => {
    const { client, sockets, timers, signals, fire } = harness();
    sockets[0]?.ready();
    sockets[0]?.drop();
    expect(client.getState()).toBe('connecting');
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([750]);
    fire(750);
    sockets[1]?.drop();
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([1500]);
    fire(1500);
    expect(sockets).toHaveLength(3);
    sockets[2]?.ready();
    expect(signals.map((signal) => signal.type)).toEqual(['ready', 'ready', 'reconnected']);
    // The attempt count starts over after a successful connection.
    sockets[2]?.drop();
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([750]);
  });

  it('pings while open', () => {
    const { sockets, fire } = harness();
    sockets[0]?.ready();
    fire(25_000);
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'ping' })]);
  });

  it('stops for good on stop: closes, no retry, idle', () => {
    const { client, sockets, timers } = harness();
    sockets[0]?.ready();
    client.stop();
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(timers.size).toBe(0);
    expect(client.getState()).toBe('idle');
    sockets[0]?.drop();
    expect(sockets).toHaveLength(1);
  });

  it('waits for a token and retries now when asked', () => {
    const { client, sockets, timers } = harness(null);
    expect(sockets).toHaveLength(0);
    expect(timers.size).toBe(1);
    client.retryNow();
    expect(timers.size).toBe(1);
  });
});
