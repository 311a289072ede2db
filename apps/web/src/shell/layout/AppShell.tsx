import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { registerBundle } from '../../shared/i18n/i18n';
import { useUser } from '../../shared/session/hooks';
import { useAppDispatch } from '../../shared/store/hooks';
import { shellBundle } from '../i18n';
import { navigated } from '../panels/panelsSlice';
import { QuickPanel } from '../quickPanel/QuickPanel';
import type { Settings } from '../../shared/layout/layoutSettings';
import { SettingsPanel } from '../settings/SettingsPanel';
import { userIdOf } from '../user/shellUser';
import { HorizontalLayout } from './HorizontalLayout';
import { Layout1 } from './Layout1';

registerBundle(shellBundle);

/** The realtime socket (chat, notifications) of a signed-in user; its own chunk. */
const RealtimeConnection = lazy(() => import('../../shared/realtime/RealtimeConnection'));

const scrollbarSx = {
  '& ::-webkit-scrollbar': { width: 8, height: 8 },
  '& ::-webkit-scrollbar-thumb': { borderRadius: 8, backgroundColor: 'rgba(100, 116, 139, 0.45)' },
  '& ::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
  '& *': { scrollbarWidth: 'thin' },
} as const;

/**
 * The signed-in shell (lazy chunk): the layout of the chosen style, the settings panel and the quick panel.
 * `settings` are the route's over the user's (ShellRoot).
 */
export default function AppShell({ settings }: { settings: Settings }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userId = userIdOf(useUser());
  useEffect(() => {
    dispatch(navigated());
  }, [dispatch, pathname]);
  return (
    <Box
      sx={settings.customScrollbars ? scrollbarSx : undefined}
      data-custom-scrollbars={settings.customScrollbars}
    >
      {settings.layout.style === 'layout1' ? (
        <Layout1 settings={settings} />
      ) : (
        <HorizontalLayout settings={settings} />
      )}
      <SettingsPanel />
      <QuickPanel />
      {userId && (
        <Suspense fallback={null}>
          <RealtimeConnection key={userId} userId={userId} />
        </Suspense>
      )}
    </Box>
  );
}
