import type { Language } from '@cppcc/contracts';

/*
 * Plain Date arithmetic, no date library: these helpers are in every signed-in page's load (tables, the chat
 * rail), and each needs a day's text or its end, in local time.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_START = /^\d{4}-\d{2}-\d{2}(T|$)/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO-8601 text as a Date, null when it is not one. A bare day is local midnight (what a date input means);
 * a day that does not exist (2026-02-30) is invalid rather than rolled over.
 */
export function parseIsoLocal(value: string): Date | null {
  if (!ISO_START.test(value)) return null;
  const day = DAY.exec(value);
  if (!day) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const local = new Date(year, month, date);
  return local.getFullYear() === year && local.getMonth() === month && local.getDate() === date
    ? local
    : null;
}

/** `yyyy-MM-dd` of a Date in local time. */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last millisecond of a Date's local day. */
export function endOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** ISO-8601 time → the `yyyy-MM-dd` value of an `<input type="date">` in local time ('' for none). */
export function isoToDateInput(iso: string | null | undefined): string {
  const date = iso ? parseIsoLocal(iso) : null;
  return date ? dayText(date) : '';
}

/** `yyyy-MM-dd` (local midnight) → ISO-8601 UTC, or null for an empty or invalid value. */
export function dateInputToIso(value: string): string | null {
  if (!DAY.test(value)) return null;
  return parseIsoLocal(value)?.toISOString() ?? null;
}

/** A short local date-time for tables, or '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? parseIsoLocal(iso) : null;
  return date ? `${dayText(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '—';
}

export function formatDate(iso: string | null | undefined): string {
  const date = iso ? parseIsoLocal(iso) : null;
  return date ? dayText(date) : '—';
}

/**
 * The due date to send for a day picked in a date input: `keep` itself when the day is its day (a
 * suggested date stays exact); otherwise the end of that day in local time, but never past `max` on
 * `max`'s own day (the latest allowed date carries the time of the assignment). Invalid → null.
 */
export function dueIsoFromDay(day: string, keep?: string | null, max?: string | null): string | null {
  if (!DAY.test(day)) return null;
  if (keep && isoToDateInput(keep) === day) return keep;
  const date = parseIsoLocal(day);
  if (!date) return null;
  const end = endOfLocalDay(date).toISOString();
  if (max && isoToDateInput(max) === day && Date.parse(end) > Date.parse(max)) return max;
  return end;
}

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'zh-CN');

/*
 * zh-CN's and en-GB's numeric dates written out rather than asked of Intl: a page's first toLocaleString with a
 * locale builds ICU's date formatter for it, 35–90 ms on a phone-class main thread at ×1 CPU (the member's
 * landing's one long task of 220–340 ms at 4×, bench/RESULTS.md, issue 33 §1). The same text as
 * `toLocaleString(locale, { hour12: false })` / `toLocaleDateString(locale)` (dates.test.ts compares them); a
 * year outside 1000–9999 or an invalid date still goes to Intl.
 */
const plainYear = (date: Date) => date.getFullYear() >= 1000 && date.getFullYear() <= 9999;

function localeDay(date: Date, language: string): string {
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return language === 'en' ? `${pad(day)}/${pad(month)}/${year}` : `${year}/${month}/${day}`;
}

/** Date and time in the reader's language, 24-hour (2026/5/3 14:05:00 · 03/05/2026, 14:05:00). */
export function localeDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (!plainYear(date)) return date.toLocaleString(locale(language), { hour12: false });
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${localeDay(date, language)}${language === 'en' ? ', ' : ' '}${time}`;
}

/** The date alone in the reader's language. */
export function localeDate(iso: string, language: string): string {
  const date = new Date(iso);
  return plainYear(date) ? localeDay(date, language) : date.toLocaleDateString(locale(language));
}

/** Seed 000 §9: message times in the long date with time (2026年5月3日 14:05 / May 3, 2026 at 2:05 PM). */
export function formatMessageTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
