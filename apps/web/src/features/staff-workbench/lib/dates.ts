import { format, isValid, parseISO } from 'date-fns';

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
