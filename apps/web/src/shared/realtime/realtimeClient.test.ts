import { describe, expect, it, vi } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';
import { REALTIME_CLOSE } from '@cppcc/contracts';
import {
  RealtimeClient,
  realtimeUrl,
  RESYNC_SPREAD_MS,
  type RealtimeSignal,
  type SessionHandlers,
  type SocketLike,
} from './realtimeClient';
import { parseServerEvent } from './serverEvents';

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
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}

/** The session side, recording what the client asked of it; a rights refresh resolves when told. */
function sessionSide() {
  const calls: string[] = [];
  let finish: () => void = () => undefined;
  const handlers: SessionHandlers = {
    ended: () => void calls.push('ended'),
    rightsChanged: () => {
      calls.push('rightsChanged');
      return new Promise<void>((resolve) => (finish = resolve));
    },
  };
  return { calls, handlers, finishRefresh: () => finish() };
}

function harness(token: string | null = 't1', session?: SessionHandlers) {
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
    parse: parseServerEvent,
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
  let current = token;
  client.start(() => current, session);
  const setToken = (value: string) => void (current = value);
  return { client, sockets, timers, signals, fire, setToken };
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

describe('RealtimeClient and the session (issue 32)', () => {
  it('"session ended": no reconnect, idle, and the session handling signs the user out — once', () => {
    const side = sessionSide();
    const { client, sockets, timers } = harness('t1', side.handlers);
    sockets[0]?.ready();
    sockets[0]?.drop(REALTIME_CLOSE.sessionEnded);
    expect(side.calls).toEqual(['ended']);
    expect(timers.size).toBe(0);
    expect(client.getState()).toBe('idle');
    client.retryNow();
    expect(sockets).toHaveLength(1);
  });

  it('a token refused when the socket opens ends the session the same way (as a 401 does)', () => {
    const side = sessionSide();
    const { sockets, timers } = harness('t1', side.handlers);
    sockets[0]?.drop(REALTIME_CLOSE.unauthorized);
    expect(side.calls).toEqual(['ended']);
    expect(timers.size).toBe(0);
  });

  it('"rights changed": one token refresh, then one reconnect with the fresh token', async () => {
    const side = sessionSide();
    const { client, sockets, timers, fire, setToken, signals } = harness('t1', side.handlers);
    sockets[0]?.ready();
    sockets[0]?.drop(REALTIME_CLOSE.rightsChanged);
    expect(side.calls).toEqual(['rightsChanged']);
    expect(client.getState()).toBe('connecting');
    // Nothing opens before the refresh is done…
    expect(timers.size).toBe(0);
    setToken('t2');
    side.finishRefresh();
    await vi.waitFor(() => expect(timers.size).toBe(1));
    // …then one jittered reconnect, with the new token.
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([750]);
    fire(750);
    expect(sockets.map((socket) => socket.url)).toEqual([
      'ws://test/api/realtime?token=t1',
      'ws://test/api/realtime?token=t2',
    ]);
    sockets[1]?.ready();
    expect(signals.map((signal) => signal.type)).toEqual(['ready', 'ready', 'reconnected']);
    expect(side.calls).toEqual(['rightsChanged']);
  });

  it('"rights changed" while signing out: the refresh ending later opens nothing', async () => {
    const side = sessionSide();
    const { client, sockets, timers } = harness('t1', side.handlers);
    sockets[0]?.ready();
    sockets[0]?.drop(REALTIME_CLOSE.rightsChanged);
    client.stop();
    side.finishRefresh();
    // A macrotask later, every callback of the finished refresh has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timers.size).toBe(0);
    expect(sockets).toHaveLength(1);
    expect(client.getState()).toBe('idle');
  });

  it('resync: the subscribers refetch once, at a random moment, for several resyncs close together', () => {
    const { sockets, timers, signals, fire } = harness();
    sockets[0]?.ready();
    sockets[0]?.message({ type: 'resync' });
    sockets[0]?.message({ type: 'resync' });
    const waits = [...timers.values()].map((timer) => timer.ms).filter((ms) => ms !== 25_000);
    expect(waits).toEqual([RESYNC_SPREAD_MS / 2]);
    expect(signals.filter((signal) => signal.type === 'reconnected')).toHaveLength(0);
    fire(RESYNC_SPREAD_MS / 2);
    expect(signals.filter((signal) => signal.type === 'reconnected')).toHaveLength(1);
  });
});
