import type { Language } from '@cppcc/contracts';

/** The name of a category code in the reader's language (the code itself when unknown). */
export function categoryName(
  categories: readonly { code: string; zh: string; en: string }[] | undefined,
  code: string,
  language: Language,
): string {
  const found = categories?.find((category) => category.code === code);
  if (!found) return code;
  return language === 'en' ? found.en : found.zh;
}

/** Tags typed as one line: split on commas (both widths) and 、, trimmed, no empties or repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
