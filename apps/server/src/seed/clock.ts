import { nowIso, type Clock, type IsoTime } from '../db/values';

/**
 * The seeders' clock, passed to the services as their `now`: real time until a seeder sets it, so the
 * demo history can be written as it would have happened — through the services, at believable times.
 * A set time is never later than the real present (the demo has no future events).
 */
export interface SeedClock {
  now: Clock;
  /** From now on the services write at `time` (clamped to the present). */
  set(time: number): void;
  /** Back to real time. */
  release(): void;
}

export function seedClock(present: () => number = Date.now): SeedClock {
  let fixed: number | null = null;
  return {
    now: (): IsoTime => (fixed === null ? nowIso() : new Date(fixed).toISOString()),
    set(time) {
      fixed = Math.min(time, present());
    },
    release() {
      fixed = null;
    },
  };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
