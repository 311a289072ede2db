// People, not a load generator: each of `users` sends a request, waits for its answer, and sends the next no
// sooner than `pauseMs` after the previous one was sent — as an editor does that checks a draft once typing
// pauses. autocannon's closed loop sends the next request the instant an answer arrives, which measures how
// many checks the server can answer; this measures what a number of people typing at once wait for. Start
// times are spread over the first pause, as people do not start typing on the same millisecond.

import { percentile } from './percentile';

export interface PacedResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function pacedUsers(options: {
  users: number;
  pauseMs: number;
  durationMs: number;
  /** One request of user `user`; resolves true when answered 2xx. */
  send: (user: number) => Promise<boolean>;
}): Promise<PacedResult> {
  const { users, pauseMs, durationMs, send } = options;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      await wait((pauseMs * user) / users);
      while (performance.now() < end) {
        const sent = performance.now();
        const ok = await send(user).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) failed++;
        await wait(sent + pauseMs - performance.now());
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failed,
  };
}
