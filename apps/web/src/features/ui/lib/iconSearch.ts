import type { IconEntry } from '@cppcc/contracts';

export const ICON_SEARCH_MAX = 60;

/** The words typed, lower case; spaces, underscores and dashes all separate words ("account balance"). */
export function searchWords(text: string): string[] {
  return text
    .slice(0, ICON_SEARCH_MAX)
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/**
 * The icons that match every word typed — in the name or in a tag (a category such as "alert", or another
 * name of the same glyph) — those whose name starts with the first word first, each group in the font's
 * order. No words: every icon.
 */
export function searchIcons(icons: readonly IconEntry[], text: string): readonly IconEntry[] {
  const words = searchWords(text);
  if (words.length === 0) return icons;
  const found = icons.filter((icon) =>
    words.every((word) => icon.name.includes(word) || icon.tags.some((tag) => tag.includes(word))),
  );
  const first = words.join('_');
  const leading = found.filter((icon) => icon.name.startsWith(first));
  return leading.length === 0 || leading.length === found.length
    ? found
    : [...leading, ...found.filter((icon) => !icon.name.startsWith(first))];
}

/** Rows of `columns` icons for the virtualised grid. */
export function iconRows(icons: readonly IconEntry[], columns: number): IconEntry[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: IconEntry[][] = [];
  for (let start = 0; start < icons.length; start += size) rows.push(icons.slice(start, start + size));
  return rows;
}
