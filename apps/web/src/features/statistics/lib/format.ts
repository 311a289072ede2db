import type { Language } from '@cppcc/contracts';

/** A 0–1 rate as a percentage in the reader's language ('66.7%'); '—' when there is nothing to divide. */
export function formatRate(rate: number | null, language: Language): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** part / whole, null when whole is 0 (the contract's convention for rates). */
export const rateOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** 'label n, label n, …' for a chart's accessible name. */
export const describeValues = (items: readonly { label: string; count: number }[]): string =>
  items.map((item) => `${item.label} ${item.count}`).join(', ');
