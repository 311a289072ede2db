import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../shared/i18n/languages';
import type { ThemeName } from '../../shared/layout/layoutSettings';
import { createAppTheme } from '../theme/createAppTheme';

/** Applies one area's theme (navbar, toolbar, footer) to its subtree; themes are cached per name. */
export function AreaTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = createAppTheme(toLanguage(i18n.resolvedLanguage ?? i18n.language), name);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
