import type { FaqGroup } from '@cppcc/contracts';

/** HTML's text, for matching words against an answer (tags never match). */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

/**
 * The FAQ groups with only the items whose question or answer contains the words (case-insensitive);
 * groups left empty are dropped. Blank words keep everything.
 */
export function filterFaq(groups: readonly FaqGroup[], words: string): FaqGroup[] {
  const needle = words.trim().toLowerCase();
  if (needle === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        `${item.question} ${textOf(item.answer)}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
