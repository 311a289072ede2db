import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { registerBundle } from '../../shared/i18n/i18n';
import { useUser } from '../../shared/session/hooks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { AfterContent } from '../afterContent';
import { shellBundle } from '../i18n';
import { navigated, selectPanels } from '../panels/panelsSlice';
import type { Settings } from '../../shared/layout/layoutSettings';
import { userIdOf } from '../user/shellUser';
import { useOpenedOnce } from './useOpenedOnce';
import { HorizontalLayout } from './HorizontalLayout';
import { Layout1 } from './Layout1';

registerBundle(shellBundle);

/** The realtime socket (chat, notifications) of a signed-in user; its own chunk, after the content. */
const RealtimeConnection = lazy(() => import('../../shared/realtime/RealtimeConnection'));
/** The two drawers load the first time they open and stay mounted (their closing transition). */
const SettingsPanel = lazy(() => import('../settings/SettingsPanel'));
const QuickPanel = lazy(() => import('../quickPanel/QuickPanel'));

const scrollbarSx = {
  '& ::-webkit-scrollbar': { width: 8, height: 8 },
  '& ::-webkit-scrollbar-thumb': { borderRadius: 8, backgroundColor: 'rgba(100, 116, 139, 0.45)' },
  '& ::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
  '& *': { scrollbarWidth: 'thin' },
} as const;

/**
 * The signed-in shell (lazy chunk): the layout of the chosen style, the settings panel and the quick panel.
 * `settings` are the route's over the user's (ShellRoot). Issue 20: the first load holds what the page
 * shows; the panels load when first opened, the realtime socket after the content (`AfterContent`).
 */
export default function AppShell({ settings }: { settings: Settings }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userId = userIdOf(useUser());
  const { settingsPanelOpen, quickPanelOpen } = useAppSelector(selectPanels);
  const settingsOpened = useOpenedOnce(settingsPanelOpen);
  const quickOpened = useOpenedOnce(quickPanelOpen);
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
      <Suspense fallback={null}>
        {settingsOpened && <SettingsPanel />}
        {quickOpened && <QuickPanel />}
      </Suspense>
      {userId && (
        <AfterContent>
          <Suspense fallback={null}>
            <RealtimeConnection key={userId} userId={userId} />
          </Suspense>
        </AfterContent>
      )}
    </Box>
  );
}
