import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { AreaTheme } from '../layout/AreaTheme';
import { Logo } from '../layout/Logo';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { useNavigation } from '../navigation/useNavigation';
import { panelSet, selectPanels } from '../panels/panelsSlice';
import { LAYOUT_SIZES, mergeSettings, type Settings } from '../../shared/layout/layoutSettings';
import { saveSettings } from '../settings/persist';
import { selectChosenSettings } from '../settings/settingsSlice';

/**
 * Layout1's vertical navbar on desktop: 240 px, or 64 px when folded (icons only; hovering opens it over
 * the content). Small screens use `MobileNavbar` instead.
 */
export function NavbarLayout1({ settings }: { settings: Settings }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenSettings);
  const { navbarFoldedOpen } = useAppSelector(selectPanels);
  const { tree, language } = useNavigation();
  const largeScreen = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const folded = settings.layout.config.navbar.folded;
  const dense = folded && !navbarFoldedOpen;
  const width = dense ? LAYOUT_SIZES.navbarFoldedWidth : LAYOUT_SIZES.navbarWidth;
  const toggleFold = () =>
    void dispatch(
      saveSettings(mergeSettings(chosen, { layout: { config: { navbar: { folded: !folded } } } })),
    );
  const hover = (open: boolean) => {
    if (folded) dispatch(panelSet({ panel: 'navbarFoldedOpen', open }));
  };
  // Small screens never show it (MobileNavbar instead): its whole tree is not rendered there (issue 20).
  if (!largeScreen) return null;
  return (
    <AreaTheme name={settings.theme.navbar}>
      <Box
        sx={{
          width: folded ? LAYOUT_SIZES.navbarFoldedWidth : LAYOUT_SIZES.navbarWidth,
          flexShrink: 0,
          display: { xs: 'none', lg: 'block' },
          position: 'relative',
          zIndex: 4,
          transition: 'width 150ms',
        }}
      >
        <Box
          data-testid="navbar"
          data-folded={folded}
          onMouseEnter={() => hover(true)}
          onMouseLeave={() => hover(false)}
          sx={{
            position: folded ? 'absolute' : 'relative',
            top: 0,
            bottom: 0,
            left: 0,
            height: '100%',
            width,
            bgcolor: 'background.default',
            color: 'text.primary',
            display: 'flex',
            flexDirection: 'column',
            boxShadow: folded && navbarFoldedOpen ? 8 : 0,
            transition: 'width 150ms',
            overflow: 'hidden',
          }}
        >
          <Box
            sx={{
              height: LAYOUT_SIZES.toolbarHeight,
              flexShrink: 0,
              px: dense ? 1 : 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: dense ? 'center' : 'space-between',
              gap: 1,
            }}
          >
            {!dense && <Logo />}
            <IconButton
              color="inherit"
              size="small"
              aria-label={folded ? t('unfoldNavbar') : t('foldNavbar')}
              aria-pressed={folded}
              onClick={toggleFold}
            >
              {folded ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}
            </IconButton>
          </Box>
          <Box
            component="nav"
            aria-label={t('navigation')}
            sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
          >
            <VerticalNavigation items={tree} language={language} dense={dense} />
          </Box>
        </Box>
      </Box>
    </AreaTheme>
  );
}
