/** Seed 000 §9: the countdown refreshes every 1000 ms; its default end is 15 days ahead. */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_DEFAULT_DAYS = 15;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function defaultCountdownEnd(now: number = Date.now()): Date {
  return new Date(now + COUNTDOWN_DEFAULT_DAYS * 24 * 60 * 60 * 1000);
}

/** Whole days, hours, minutes and seconds left until `end` (all zero once it has passed). */
export function remainingUntil(end: Date | number, now: number = Date.now()): Remaining {
  let seconds = Math.max(0, Math.floor((+end - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  return { days, hours, minutes, seconds: seconds - minutes * 60 };
}
