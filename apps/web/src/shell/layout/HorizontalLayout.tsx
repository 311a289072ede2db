import Box from '@mui/material/Box';
import { Footer } from '../footer/Footer';
import { MobileNavbar } from '../navbar/MobileNavbar';
import { NavbarHorizontal } from '../navbar/NavbarHorizontal';
import { LeftSidePanel, RightSidePanel } from '../panels/SidePanels';
import { SettingsStrip } from '../settings/SettingsButton';
import { LAYOUT_SIZES, type Settings } from '../../shared/layout/layoutSettings';
import { ToolbarLayout } from '../toolbar/ToolbarLayout';
import { ContentColumn, LayoutRoot } from './LayoutParts';

/**
 * Layout2 and layout3: horizontal navigation on desktop (the drawer on small screens). Layout2 carries the
 * logo in the navbar and boxes at 1280 px; layout3 puts the logo in the toolbar and boxes at 1120 px.
 * Toolbar 'above' sits above the navbar, 'below' under it.
 */
export function HorizontalLayout({ settings }: { settings: Settings }) {
  const { config, style } = settings.layout;
  const maxWidth = config.mode === 'boxed' ? LAYOUT_SIZES.boxedMaxWidth[style] : undefined;
  const toolbarAbove = config.toolbar.display && config.toolbar.position === 'above';
  const columnSettings = toolbarAbove
    ? {
        ...settings,
        layout: { ...settings.layout, config: { ...config, toolbar: { ...config.toolbar, display: false } } },
      }
    : settings;
  return (
    <LayoutRoot settings={settings}>
      {toolbarAbove && <ToolbarLayout settings={settings} maxWidth={maxWidth} />}
      {config.navbar.display && <NavbarHorizontal settings={settings} maxWidth={maxWidth} />}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {config.leftSidePanel.display && <LeftSidePanel />}
        <ContentColumn settings={columnSettings} maxWidth={maxWidth} />
        <SettingsStrip />
        {config.rightSidePanel.display && <RightSidePanel />}
      </Box>
      {config.footer.display && config.footer.position === 'above' && (
        <Footer settings={settings} maxWidth={maxWidth} />
      )}
      <MobileNavbar theme={settings.theme.navbar} />
    </LayoutRoot>
  );
}
