import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { withTexts } from '../shared/i18n/i18n';
import { toLanguage } from '../shared/i18n/languages';
import { useSessionReady } from '../shared/session/hooks';
import { useDialogOpen } from './dialog/useDialogOpen';
import { RouteLoading } from './RouteLoading';
import { mergeSettings, type Settings } from '../shared/layout/layoutSettings';
import { isBarePage, useRoutePatch } from './settings/useRouteSettings';
import { Splash } from './Splash';
import { createAppTheme } from './theme/createAppTheme';

/**
 * The shell around every page, in the entry chunk and kept small: bare pages (sign-in, errors; seed 000 §2.1)
 * render with the main theme only, every other page loads the lazy `AppShell` (layouts, navbar, toolbar,
 * panels). Seed 000 §2.2: on every path change the layout becomes the route's settings over `chosen` (the
 * user's own choice). The dialog host loads on first use; `children` (the message banner) share the theme.
 * The shell's texts in a language other than the default load after its chunk: `withTexts` waits for them.
 */
const AppShell = lazy(withTexts(() => import('./layout/AppShell')));
const DialogHost = lazy(() => import('./dialog/DialogHost'));

export function ShellRoot({
  chosen,
  waiting,
  children,
}: {
  chosen: Settings;
  /** Shown instead of the splash while the session is undecided (the server-unreachable page). */
  waiting?: ReactNode;
  children?: ReactNode;
}) {
  const patch = useRoutePatch();
  // The patch object comes from the route table, so its identity is stable and safe to memoise on.
  const settings = useMemo(() => mergeSettings(chosen, patch), [chosen, patch]);
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const theme = useMemo(() => createAppTheme(language, settings.theme.main), [language, settings.theme.main]);
  const dialogOpen = useDialogOpen();
  const sessionReady = useSessionReady();
  // The shell mounts as a transition (in slices a phone's first load can breathe between, issue 17); a session
  // ending takes it away at once.
  const ready = useDeferredValue(sessionReady) && sessionReady;
  const bare = isBarePage(settings);
  let body;
  if (!ready && waiting) body = waiting;
  else if (!ready && !bare) body = <Splash />;
  else if (bare)
    body = (
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    );
  else
    body = (
      <Suspense fallback={<RouteLoading />}>
        <AppShell settings={settings} />
      </Suspense>
    );
  return (
    <ThemeProvider theme={theme}>
      {body}
      {children}
      {dialogOpen && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
