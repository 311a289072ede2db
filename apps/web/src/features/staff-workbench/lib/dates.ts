import { endOfDay, format, isValid, parseISO } from 'date-fns';

/** ISO-8601 time → the `yyyy-MM-dd` value of an `<input type="date">` in local time ('' for none). */
export function isoToDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

/** `yyyy-MM-dd` (local midnight) → ISO-8601 UTC, or null for an empty or invalid value. */
export function dateInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : null;
}

/** A short local date-time for tables, or '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm') : '—';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : '—';
}

/**
 * The due date to send for a day picked in a date input: `keep` itself when the day is its day (a
 * suggested date stays exact); otherwise the end of that day in local time, but never past `max` on
 * `max`'s own day (the latest allowed date carries the time of the assignment). Invalid → null.
 */
export function dueIsoFromDay(day: string, keep?: string | null, max?: string | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  if (keep && isoToDateInput(keep) === day) return keep;
  const date = parseISO(day);
  if (!isValid(date)) return null;
  const end = endOfDay(date).toISOString();
  if (max && isoToDateInput(max) === day && Date.parse(end) > Date.parse(max)) return max;
  return end;
}
