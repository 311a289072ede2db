import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '../../shared/i18n/i18n';
import { toLanguage } from '../../shared/i18n/languages';
import { createAppTheme } from '../../shell/theme/createAppTheme';
import { store } from '../store';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
