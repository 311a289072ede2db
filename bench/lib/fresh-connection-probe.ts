// Times the first request of brand-new connections while a load runs: what a person opening the site
// waits for when 200 other connections are busy (issue 14: "a new connection's first request waits 10–15 s").
import http from 'node:http';
import { percentile } from './percentile';

export interface ProbeResult {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

const PROBE_TIMEOUT_MS = 30_000;

/** One GET on a connection of its own (no keep-alive agent): connect + first answer, in ms. */
function firstRequest(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers, timeout: PROBE_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** Opens a fresh connection every `everyMs` until `stop()`; the result counts those that finished. */
export function probeFreshConnections(
  url: string,
  headers: Record<string, string>,
  everyMs: number,
): { stop(): Promise<ProbeResult> } {
  const latencies: number[] = [];
  const running: Promise<void>[] = [];
  let failed = 0;
  const timer = setInterval(() => {
    running.push(
      firstRequest(url, headers).then(
        (ms) => {
          latencies.push(ms);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: latencies.length + failed,
        failed,
        p50: Math.round(percentile(sorted, 50) || 0),
        p99: Math.round(percentile(sorted, 99) || 0),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
