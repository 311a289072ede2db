import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import { FoldingSidebar } from './FoldingSidebar';
import { INNER_SCROLL_HEIGHT, type PageFrameProps } from './frameTypes';
import { pageLayoutsBundle } from './i18n';
import { SidebarToggle } from './SidebarToggles';
import { useFoldingSidebars, type FoldingSidebars } from './useFoldingSidebars';

registerBundle(pageLayoutsBundle);

export interface SimplePageProps extends PageFrameProps {
  /**
   * The sidebars sit below the header, beside the content only (the "-2" and "-3" variants); otherwise
   * they run the page's full height, beside the header too.
   */
  sidebarsInside?: boolean;
}

/**
 * The simple page frame: a plain header band, an optional tab bar and the content on the page's
 * background, with sidebars at full height or below the header; below `lg` they fold into drawers opened
 * from the header. Demonstrated in every variant at /ui/page-layouts/simple/*.
 */
export function SimplePage({
  header,
  tabs,
  content,
  leftSidebar,
  rightSidebar,
  leftSidebarLabel,
  rightSidebarLabel,
  innerScroll = false,
  sidebarsInside = false,
  testId = 'simple-page',
}: SimplePageProps) {
  const { t } = useTranslation('pageLayouts');
  const sidebars = useFoldingSidebars();
  const side = (which: 'left' | 'right', node: ReactNode) =>
    node ? (
      <Sidebar
        side={which}
        sidebars={sidebars}
        label={(which === 'left' ? leftSidebarLabel : rightSidebarLabel) ?? t(`${which}Sidebar`)}
      >
        {node}
      </Sidebar>
    ) : null;

  const body = (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      {sidebarsInside && side('left', leftSidebar)}
      <Box
        data-testid={`${testId}-content`}
        sx={{
          flex: 1,
          minWidth: 0,
          minHeight: 0,
          p: { xs: 2, sm: 3 },
          overflowY: innerScroll ? 'auto' : 'visible',
        }}
      >
        {content}
      </Box>
      {sidebarsInside && side('right', rightSidebar)}
    </Box>
  );

  return (
    <Box
      data-testid={testId}
      data-folded={sidebars.wide ? 'false' : 'true'}
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        ...(innerScroll && { height: INNER_SCROLL_HEIGHT, minHeight: 420 }),
      }}
    >
      {!sidebarsInside && side('left', leftSidebar)}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 88,
            px: { xs: 2, sm: 3 },
            py: 2,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {leftSidebar && <SidebarToggle side="left" sidebars={sidebars} color="default" />}
          <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
          {rightSidebar && <SidebarToggle side="right" sidebars={sidebars} color="default" />}
        </Box>
        {tabs && (
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              px: { xs: 1, sm: 2 },
            }}
          >
            {tabs}
          </Box>
        )}
        {body}
      </Box>
      {!sidebarsInside && side('right', rightSidebar)}
    </Box>
  );
}

function Sidebar({
  side,
  sidebars,
  label,
  children,
}: {
  side: 'left' | 'right';
  sidebars: FoldingSidebars;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', minHeight: 0, bgcolor: 'background.paper' }}>
      <FoldingSidebar side={side} label={label} sidebars={sidebars}>
        {children}
      </FoldingSidebar>
    </Box>
  );
}
