import type { Language } from '@cppcc/contracts';

/** Seed 000 §9: message times in the long date with time (2026年5月3日 14:05 / May 3, 2026 at 2:05 PM). */
export function formatMessageTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
