import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { toLanguage } from '../../shared/i18n/languages';
import { createAppTheme } from '../../shell/theme/createAppTheme';

/** The theme follows the language so MUI's built-in texts (pagination, pickers) match the UI. */
function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = toLanguage(instance.resolvedLanguage ?? instance.language);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The Redux store is not here: it loads on demand and wraps the pages that need it (AppRoot). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </I18nextProvider>
  );
}
