import { toLanguage } from '../../../shared/i18n/languages';
import type { Language } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';

/** The language on screen, re-rendering when it changes (the content reads are keyed by it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
