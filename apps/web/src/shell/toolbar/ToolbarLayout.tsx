import ChatIcon from '@mui/icons-material/Chat';
import BoltIcon from '@mui/icons-material/Bolt';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { chatPanelToggled } from '../../shared/chat/chatPanelActions';
import { useAppDispatch } from '../../shared/store/hooks';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { AfterContent } from '../afterContent';
import { AreaTheme } from '../layout/AreaTheme';
import { Logo } from '../layout/Logo';
import { NavbarToggleButton } from '../navbar/NavbarToggleButton';
import { openRightPanel } from '../panels/panelSlots';
import { panelToggled } from '../panels/panelsSlice';
import { LAYOUT_SIZES, type Settings } from '../../shared/layout/layoutSettings';
import { Search } from './Search';
import { Shortcuts } from './Shortcuts';
import { UserMenu } from './UserMenu';
import { useShellUser } from '../user/shellUser';

/** Signed-in users only; lazy and after the content (issue 20), so its calls never delay the page's. */
const NotificationBell = lazy(() => import('./notifications/NotificationBell'));

/**
 * The toolbar (seed 000 §2.2): navbar toggle, shortcuts (desktop), language switch, search, chat-panel
 * toggle (small screens), quick-panel toggle and the user menu. Themed by the toolbar theme.
 */
export function ToolbarLayout({ settings, maxWidth }: { settings: Settings; maxWidth?: number }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { signedIn } = useShellUser();
  const { style, config } = settings.layout;
  // layout1 toggles its drawer on small screens or whenever its navbar is hidden; layout2/3 on small screens.
  const toggleOnDesktop = style === 'layout1' && !config.navbar.display;
  const fixed = config.toolbar.style === 'fixed';
  // The bell's place is kept while it loads: nothing moves when it comes.
  const bellPlaceholder = (
    <IconButton color="inherit" disabled aria-label={t('notifications')}>
      <NotificationsIcon />
    </IconButton>
  );
  return (
    <AreaTheme name={settings.theme.toolbar}>
      <AppBar
        component="header"
        position={fixed ? 'sticky' : 'static'}
        elevation={0}
        data-testid="toolbar"
        sx={{
          top: 0,
          zIndex: 5,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: LAYOUT_SIZES.toolbarHeight },
            px: { xs: 1, md: 2 },
            gap: 0.5,
            position: 'relative',
            mx: 'auto',
            width: '100%',
            maxWidth: maxWidth ?? 'none',
          }}
        >
          <Box sx={{ display: toggleOnDesktop ? 'flex' : { xs: 'flex', lg: 'none' } }}>
            <NavbarToggleButton />
          </Box>
          {style === 'layout3' && (
            <Box sx={{ display: { xs: 'none', sm: 'flex' }, mr: 2 }}>
              <Logo />
            </Box>
          )}
          <Shortcuts />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitch />
          <Search />
          {signedIn && (
            // Hidden on wide screens by a wrapper: an `sx` of its own would make it a whole second IconButton
            // class (8–10 rules) beside the toolbar's shared one (issue 33 §1).
            <Box sx={{ display: { xs: 'inline-flex', lg: 'none' } }}>
              <IconButton
                color="inherit"
                aria-label={t('chatPanel')}
                onClick={() => void openRightPanel().then(() => dispatch(chatPanelToggled()))}
                data-testid="chat-panel-toggle"
              >
                <ChatIcon />
              </IconButton>
            </Box>
          )}
          <IconButton
            color="inherit"
            aria-label={t('quickPanel')}
            onClick={() => dispatch(panelToggled('quickPanelOpen'))}
          >
            <BoltIcon />
          </IconButton>
          {signedIn && (
            <Suspense fallback={bellPlaceholder}>
              <AfterContent fallback={bellPlaceholder}>
                <NotificationBell />
              </AfterContent>
            </Suspense>
          )}
          <UserMenu />
        </Toolbar>
      </AppBar>
    </AreaTheme>
  );
}
