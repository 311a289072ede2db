import Box from '@mui/material/Box';
import { Footer } from '../footer/Footer';
import { MobileNavbar } from '../navbar/MobileNavbar';
import { NavbarLayout1 } from '../navbar/NavbarLayout1';
import { LeftSidePanel, RightSidePanel } from '../panels/SidePanels';
import { SettingsStrip } from '../settings/SettingsButton';
import { LAYOUT_SIZES, type Settings } from '../../shared/layout/layoutSettings';
import { ToolbarLayout } from '../toolbar/ToolbarLayout';
import { ContentColumn, LayoutRoot } from './LayoutParts';

/** Layout1: vertical navbar on the left; toolbar and footer above (full width) or below (content column). */
export function Layout1({ settings }: { settings: Settings }) {
  const { config } = settings.layout;
  const boxed = config.mode === 'boxed';
  return (
    <LayoutRoot settings={settings}>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          mx: 'auto',
          maxWidth: boxed ? LAYOUT_SIZES.boxedMaxWidth.layout1 : 'none',
          boxShadow: boxed ? 3 : 0,
        }}
      >
        {config.toolbar.display && config.toolbar.position === 'above' && (
          <ToolbarLayout settings={settings} />
        )}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          {config.navbar.display && <NavbarLayout1 settings={settings} />}
          {config.leftSidePanel.display && <LeftSidePanel />}
          <ContentColumn settings={settings} />
          <SettingsStrip />
          {config.rightSidePanel.display && <RightSidePanel />}
        </Box>
        {config.footer.display && config.footer.position === 'above' && <Footer settings={settings} />}
      </Box>
      <MobileNavbar theme={settings.theme.navbar} />
    </LayoutRoot>
  );
}
