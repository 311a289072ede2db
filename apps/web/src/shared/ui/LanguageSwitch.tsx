import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n/i18n';
import { LANGUAGE_LABELS, nextLanguage, toLanguage } from '../i18n/languages';

/**
 * With two languages one button switches between them. Its accessible name is the translated
 * 'Switch language' (stable for tests); its visible text names the language it switches to.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const target = nextLanguage(toLanguage(i18n.resolvedLanguage ?? currentLanguage()));
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      aria-label={t('switchLanguage')}
      title={t('switchLanguage')}
      lang={target}
      onClick={() => void setLanguage(target)}
    >
      {LANGUAGE_LABELS[target]}
    </Button>
  );
}
