import type { Language, LocalizedText, TableCell } from '@cppcc/contracts';

/** The text of the language the page is in. */
export const textIn = (text: LocalizedText, language: Language): string => text[language];

/** A figure as the language writes numbers (thousands grouped; one decimal at most). */
export function formatFigure(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A table cell's text: a number formatted, a text in the page's language. */
export function cellText(cell: TableCell, language: Language): string {
  return typeof cell.value === 'number' ? formatFigure(cell.value, language) : textIn(cell.value, language);
}

/** "+12" / "−3" / "0": a change shown with its sign. */
export function signed(value: number, language: Language): string {
  const text = formatFigure(Math.abs(value), language);
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text}`;
  return text;
}
