import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientEvent,
  type RealtimeServerEvent,
} from '@cppcc/contracts';
import { reconnectDelay } from './backoff';

/**
 * What subscribers hear: the server's events (validated against the contract) and `reconnected`, sent when
 * the socket is back after a drop or the server said events may have been missed (`resync`), so they
 * refetch what they may have missed meanwhile.
 */
export type RealtimeSignal = RealtimeServerEvent | { type: 'reconnected' };
export type RealtimeListener = (signal: RealtimeSignal) => void;
/** `idle`: not started (signed out); `connecting`: opening or waiting to retry; `open`: authenticated. */
export type ConnectionState = 'idle' | 'connecting' | 'open';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onmessage' | 'onclose' | 'onerror'
>;

export interface RealtimeDeps {
  createSocket(url: string): SocketLike;
  /** The socket URL for a token. */
  urlFor(token: string): string;
  random(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** One server event from a frame, or null when it is not one (`parseServerEvent` in `serverEvents.ts`). */
  parse(data: unknown): RealtimeServerEvent | null;
}

/** What the app does when the server closes the socket over the session (REALTIME_CLOSE). */
export interface SessionHandlers {
  /** The session ended (signed out elsewhere, revoked, account disabled): sign the user out. */
  ended(): void;
  /** The account's rights changed: get a fresh token (and user); the socket opens again after it. */
  rightsChanged(): Promise<void>;
}

/** A keep-alive ping, so idle proxies do not cut the connection. */
export const PING_INTERVAL_MS = 25_000;
/** `resync` reaches every client at once: each refetches at a random moment within this, once. */
export const RESYNC_SPREAD_MS = 3_000;
const OPEN = 1;

/** Same origin as the page: wss:// under https, ws:// otherwise. */
export function realtimeUrl(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * One WebSocket for the signed-in session. `start` opens it (the token is read at every attempt, so a
 * reissued token is used), a drop reconnects with exponential backoff and jitter, `stop` closes it for good.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private getToken: (() => string | null) | null = null;
  private attempt = 0;
  private readyBefore = false;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private resyncTimer: unknown = null;
  private session: SessionHandlers | null = null;
  /** Counts starts and stops, so a token refresh that ends after a stop does not reconnect. */
  private run = 0;
  private state: ConnectionState = 'idle';
  private readonly listeners = new Set<RealtimeListener>();
  private readonly stateListeners = new Set<() => void>();

  constructor(private readonly deps: RealtimeDeps) {}

  /** Opens the connection (nothing if already started). */
  start(getToken: () => string | null, session?: SessionHandlers): void {
    if (this.getToken) return;
    this.run += 1;
    this.getToken = getToken;
    this.session = session ?? null;
    this.attempt = 0;
    this.readyBefore = false;
    this.open();
  }

  /** Closes the connection and stops reconnecting (sign-out). */
  stop(): void {
    this.run += 1;
    this.getToken = null;
    this.session = null;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.setState('idle');
  }

  /** Retries at once if a reconnect is pending (e.g. the browser is back online). */
  retryNow(): void {
    if (!this.getToken || this.socket || this.retryTimer === null) return;
    this.deps.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open();
  }

  /** Sends an event when connected; false when it could not be sent (it is not queued). */
  send(event: RealtimeClientEvent): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  getState = (): ConnectionState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  };

  private open(): void {
    const token = this.getToken?.();
    if (!token) {
      this.scheduleRetry();
      return;
    }
    this.setState('connecting');
    const socket = this.deps.createSocket(this.deps.urlFor(token));
    this.socket = socket;
    socket.onmessage = (message) => {
      const event = this.deps.parse(message.data);
      if (event) this.received(event);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      const { code } = event;
      if (code === REALTIME_CLOSE.sessionEnded || code === REALTIME_CLOSE.unauthorized) this.sessionEnded();
      else if (code === REALTIME_CLOSE.rightsChanged) this.reopenWithFreshToken();
      else this.scheduleRetry();
    };
    // An error is followed by close, which schedules the retry.
    socket.onerror = () => undefined;
  }

  private received(event: RealtimeServerEvent): void {
    if (event.type === 'ready') {
      const reconnected = this.readyBefore;
      this.readyBefore = true;
      this.attempt = 0;
      this.setState('open');
      this.startPing();
      this.emit(event);
      if (reconnected) this.emit({ type: 'reconnected' });
      return;
    }
    this.emit(event);
    if (event.type === 'resync') this.scheduleResync();
  }

  /** No reconnect: the token is dead. The app's session handling signs the user out (as for a 401). */
  private sessionEnded(): void {
    const session = this.session;
    this.getToken = null;
    this.session = null;
    this.setState('idle');
    session?.ended();
  }

  /** One refresh of the token, then one reconnect (with the usual jittered delay), so new rights apply. */
  private reopenWithFreshToken(): void {
    const run = this.run;
    this.setState('connecting');
    const refreshed = this.session ? this.session.rightsChanged() : Promise.resolve();
    void refreshed
      .catch((error: unknown) => console.error(error))
      .then(() => {
        if (this.run === run && this.getToken && !this.socket && this.retryTimer === null)
          this.scheduleRetry();
      });
  }

  /** Several resyncs close together make one refetch, at a random moment so clients do not all come at once. */
  private scheduleResync(): void {
    if (this.resyncTimer !== null) return;
    this.resyncTimer = this.deps.setTimeout(
      () => {
        this.resyncTimer = null;
        this.emit({ type: 'reconnected' });
      },
      Math.round(this.deps.random() * RESYNC_SPREAD_MS),
    );
  }

  private emit(signal: RealtimeSignal): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(signal);
      } catch (error) {
        // One failing subscriber must not starve the others.
        console.error(error);
      }
    }
  }

  private scheduleRetry(): void {
    if (!this.getToken) return;
    this.setState('connecting');
    const delay = reconnectDelay(this.attempt, () => this.deps.random());
    this.attempt += 1;
    this.retryTimer = this.deps.setTimeout(() => {
      this.retryTimer = null;
      if (this.getToken) this.open();
    }, delay);
  }

  private startPing(): void {
    const tick = () => {
      this.pingTimer = this.deps.setTimeout(() => {
        this.send({ type: 'ping' });
        tick();
      }, PING_INTERVAL_MS);
    };
    if (this.pingTimer !== null) this.deps.clearTimeout(this.pingTimer);
    tick();
  }

  private clearTimers(): void {
    // A pending resync goes too: the reconnect's `ready` signals `reconnected` itself.
    for (const timer of [this.retryTimer, this.pingTimer, this.resyncTimer])
      if (timer !== null) this.deps.clearTimeout(timer);
    this.retryTimer = null;
    this.pingTimer = null;
    this.resyncTimer = null;
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}
