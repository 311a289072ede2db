import type { Language } from '@cppcc/contracts';
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

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'zh-CN');

/** Date and time in the reader's language, 24-hour (2026/5/3 14:05:00 · 03/05/2026, 14:05:00). */
export function localeDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(locale(language), { hour12: false });
}

/** The date alone in the reader's language. */
export function localeDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(locale(language));
}

/** Seed 000 §9: message times in the long date with time (2026年5月3日 14:05 / May 3, 2026 at 2:05 PM). */
export function formatMessageTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
