import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { AreaTheme } from '../layout/AreaTheme';
import { Logo } from '../layout/Logo';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { useNavigation } from '../navigation/useNavigation';
import { LAYOUT_SIZES, type ThemeName } from '../../shared/layout/layoutSettings';
import { panelSet, selectPanels } from '../panels/panelsSlice';

/** The 280 px navigation drawer of small screens (every layout). Escape and the backdrop close it. */
export function MobileNavbar({ theme }: { theme: ThemeName }) {
  const { navbarMobileOpen } = useAppSelector(selectPanels);
  const dispatch = useAppDispatch();
  const { tree, language } = useNavigation();
  const { t } = useTranslation('shell');
  const close = () => dispatch(panelSet({ panel: 'navbarMobileOpen', open: false }));
  return (
    <AreaTheme name={theme}>
      <Drawer
        open={navbarMobileOpen}
        onClose={close}
        slotProps={{
          paper: {
            'aria-label': t('navigation'),
            sx: {
              width: LAYOUT_SIZES.mobileNavbarWidth,
              bgcolor: 'background.default',
              color: 'text.primary',
            },
          },
        }}
        data-testid="mobile-navbar"
      >
        <Box sx={{ height: LAYOUT_SIZES.toolbarHeight, px: 2, display: 'flex', alignItems: 'center' }}>
          <Logo />
        </Box>
        <Box component="nav" aria-label={t('navigation')} sx={{ overflowY: 'auto' }}>
          <VerticalNavigation items={tree} language={language} onItemClick={close} />
        </Box>
      </Drawer>
    </AreaTheme>
  );
}
