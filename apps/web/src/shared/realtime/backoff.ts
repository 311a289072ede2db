/** Reconnect delays: exponential from 1 s, capped at 30 s. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a drop): the exponential step, of which
 * a random half is taken away ("equal jitter"), so a server restart does not bring every client back at the
 * same instant, while the wait still grows with each failure.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (step / 2) * random());
}
