/**
 * Workflow periods (proposal-workflow.md, "Settings"): months are calendar months, working days skip
 * Saturdays and Sundays (public holidays are not modelled: a city that needs them widens the window).
 */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 Jan + 1 month = 28/29 Feb, not 3 Mar.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

export function addWorkingDays(iso: string, days: number): string {
  const date = new Date(iso);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * 86_400_000).toISOString();
}

/** YYYY-MM-DD of an ISO time (UTC), as messages show due dates. */
export function isoDay(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}
