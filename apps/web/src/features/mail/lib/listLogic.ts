import type { MailSummary } from '@cppcc/contracts';

/** The time a list shows: the hour today, the day this year, the full date before. */
export function listTime(iso: string, now: Date, language: string): string {
  const time = new Date(iso);
  const sameYear = time.getFullYear() === now.getFullYear();
  const sameDay = sameYear && time.getMonth() === now.getMonth() && time.getDate() === now.getDate();
  const locale = language === 'en' ? 'en-GB' : 'zh-CN';
  if (sameDay) return time.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (sameYear) return time.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return time.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A flag set on every selected mail is cleared by the bulk action; otherwise it is set on all. */
export function bulkFlag(items: readonly MailSummary[], flag: 'read' | 'starred' | 'important'): boolean {
  return !items.every((item) => item[flag]);
}

/** The selection after the list changed: only ids still shown stay selected. */
export function keepShown(selected: ReadonlySet<string>, items: readonly MailSummary[]): Set<string> {
  return new Set(items.filter((item) => selected.has(item.id)).map((item) => item.id));
}

/** Toggling one id in a selection. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The people a list row names: the sender, or in sent mail and drafts the recipients. */
export function counterpart(item: MailSummary, outgoing: boolean): string {
  if (!outgoing) return item.from.name;
  return item.to.map((person) => person.name).join('、');
}

/** How many pages a total makes. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
