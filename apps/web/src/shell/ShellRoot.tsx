import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { toLanguage } from '../shared/i18n/languages';
import { MessageHost } from '../shared/message/MessageHost';
import { useUser } from '../shared/session/hooks';
import { useSessionReady } from '../shared/session/useSessionStart';
import { useAppDispatch } from '../shared/store/hooks';
import { useDialogOpen } from './dialog/useDialogOpen';
import { RouteLoading } from './RouteLoading';
import { guestState, settingsLoaded } from './settings/settingsSlice';
import { isBarePage, useRouteSettings } from './settings/useRouteSettings';
import { Splash } from './Splash';
import { createAppTheme } from './theme/createAppTheme';
import { userIdOf } from './user/shellUser';

/**
 * The router's root element, in the entry chunk and kept small: bare pages (sign-in, errors; seed 000 §2.1)
 * render with the main theme only, every other page loads the lazy `AppShell` (layouts, navbar, toolbar,
 * panels). The dialog host loads on first use; the one message banner (`MessageHost`) serves every page.
 */
const AppShell = lazy(() => import('./layout/AppShell'));
const DialogHost = lazy(() => import('./dialog/DialogHost'));

/** A signed-in user's saved settings apply when they sign in; signing out brings back the guest's. */
function useUserSettingsSync() {
  const user = useUser();
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);
  const id = userIdOf(user);
  useEffect(() => {
    if (previous.current === id) return;
    const wasSignedIn = previous.current !== null;
    previous.current = id;
    if (id !== null) {
      dispatch(settingsLoaded({ settings: user.data.settings, shortcuts: user.data.shortcuts }));
    } else if (wasSignedIn) {
      const guest = guestState();
      dispatch(settingsLoaded({ settings: guest.chosen, shortcuts: guest.shortcuts }));
    }
  }, [dispatch, id, user]);
}

export function ShellRoot() {
  const settings = useRouteSettings();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const theme = useMemo(() => createAppTheme(language, settings.theme.main), [language, settings.theme.main]);
  const dialogOpen = useDialogOpen();
  const ready = useSessionReady();
  useUserSettingsSync();
  const bare = isBarePage(settings);
  let body;
  if (!ready && !bare) body = <Splash />;
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
      <MessageHost />
      {dialogOpen && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
