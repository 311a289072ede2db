import type { ServerOptions } from 'node:http';

/** How long the HTTP server waits on a client (milliseconds). */
export interface HttpTimeouts {
  /**
   * The whole request, headers and body, must have arrived by then or it is answered 408 and the
   * connection closed. Generous: an upload of 20 MB (the largest allowed) over a link of ~300 kbit/s
   * still makes it. A WebSocket is not a request any more once upgraded: it is not cut.
   */
  requestMs: number;
  /** The headers must have arrived by then (a client trickling them holds nothing for long). */
  headersMs: number;
  /** An idle kept-alive connection closes after this: above the 60 s idle timeout of common load balancers. */
  keepAliveMs: number;
  /** How often Node checks the two limits above (its default, 30 s, would add that much to each). */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 10 * 60_000,
  headersMs: 20_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

/** The Fastify options that set them. */
export function serverTimeoutOptions(overrides: Partial<HttpTimeouts> = {}): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const { requestMs, headersMs, keepAliveMs, checkIntervalMs } = { ...DEFAULT_HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    // Node checks headersTimeout ≤ requestTimeout when it creates the server, before Fastify sets the latter.
    http: {
      requestTimeout: requestMs,
      headersTimeout: Math.min(headersMs, requestMs),
      keepAliveTimeout: keepAliveMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
  };
}
