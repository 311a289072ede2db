import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { currentLanguage, preloadLanguage, setLanguage } from '../i18n/i18n';
import { LANGUAGE_LABELS, nextLanguage, toLanguage } from '../i18n/languages';
import { visuallyHidden } from './visuallyHidden';

/**
 * With two languages one button switches between them. Its visible text names the language it switches
 * to; its spoken name starts with the translated 'Switch language' (stable for tests) and includes that
 * visible text, as WCAG 2.5.3 asks.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const target = nextLanguage(toLanguage(i18n.resolvedLanguage ?? currentLanguage()));
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      title={t('switchLanguage')}
      onPointerEnter={() => preloadLanguage(target)}
      onFocus={() => preloadLanguage(target)}
      onClick={() => void setLanguage(target)}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('switchLanguage')}{' '}
      </Box>
      <span lang={target}>{LANGUAGE_LABELS[target]}</span>
    </Button>
  );
}
