import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cppcc/contracts';

/** Each language's own name, shown untranslated as language pickers conventionally do. */
export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

export function toLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

/** The other language: with two languages a single toggle button is the whole switch. */
export function nextLanguage(current: Language): Language {
  const index = LANGUAGES.indexOf(current);
  return LANGUAGES[(index + 1) % LANGUAGES.length] ?? DEFAULT_LANGUAGE;
}
