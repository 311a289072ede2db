import type { Language } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './languages';

/** The language on screen, re-rendering when it changes: reads answered in the caller's language are keyed by it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
