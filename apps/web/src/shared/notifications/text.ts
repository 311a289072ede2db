import { notificationText, type Language, type Notification } from '@cppcc/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The notification's sentence in the language on screen (contracts: the same text as the SMS). */
export function notificationMessage(notification: Notification, language: Language): string {
  return notificationText(notification.kind, notification.params, language);
}

/** "5 分钟前" / "5 minutes ago" up to a week, then the date; `justNow` under a minute. */
export function relativeTime(iso: string, language: Language, justNow: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (elapsed < MINUTE) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  return new Date(iso).toLocaleDateString(language);
}

/** The exact time, for a tooltip / `title`. */
export function fullTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language);
}
