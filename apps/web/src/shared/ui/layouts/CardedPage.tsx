import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { registerBundle } from '../../i18n/i18n';
import { FoldingSidebar } from './FoldingSidebar';
import { INNER_SCROLL_HEIGHT, type PageFrameProps } from './frameTypes';
import { pageLayoutsBundle } from './i18n';
import { SidebarToggle } from './SidebarToggles';
import { useFoldingSidebars } from './useFoldingSidebars';

registerBundle(pageLayoutsBundle);

/**
 * The carded page frame: a coloured band carries the header, the content sits on a card over it with an
 * optional tab bar, and sidebars (each on its own card) flank it; below `lg` they fold into drawers
 * opened from the header. Demonstrated in every variant at /ui/page-layouts/carded/*.
 */
export function CardedPage({
  header,
  tabs,
  content,
  leftSidebar,
  rightSidebar,
  leftSidebarLabel,
  rightSidebarLabel,
  innerScroll = false,
  testId = 'carded-page',
}: PageFrameProps) {
  const { t } = useTranslation('pageLayouts');
  const sidebars = useFoldingSidebars();
  const sidebarCard = (side: 'left' | 'right', node: PageFrameProps['content'], label: string) =>
    sidebars.wide ? (
      <Paper sx={{ display: 'flex', minHeight: 0, flex: innerScroll ? 1 : '0 0 auto', overflow: 'hidden' }}>
        <FoldingSidebar side={side} label={label} sidebars={sidebars} bordered={false}>
          {node}
        </FoldingSidebar>
      </Paper>
    ) : (
      <FoldingSidebar side={side} label={label} sidebars={sidebars}>
        {node}
      </FoldingSidebar>
    );

  return (
    <Box
      data-testid={testId}
      data-folded={sidebars.wide ? 'false' : 'true'}
      sx={{
        flex: 1,
        minWidth: 0,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        ...(innerScroll && { height: INNER_SCROLL_HEIGHT, minHeight: 420 }),
      }}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: '0 0 auto 0', height: 200, bgcolor: 'primary.main' }}
      />
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          gap: { lg: 3 },
          px: { xs: 1.5, sm: 3 },
          pb: 3,
        }}
      >
        {leftSidebar && (
          <Box sx={{ display: 'flex', flexDirection: 'column', pt: { lg: 12 }, minHeight: 0 }}>
            {sidebarCard('left', leftSidebar, leftSidebarLabel ?? t('leftSidebar'))}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="header"
            sx={{
              minHeight: 96,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.contrastText',
              py: 2,
            }}
          >
            {leftSidebar && <SidebarToggle side="left" sidebars={sidebars} />}
            <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
            {rightSidebar && <SidebarToggle side="right" sidebars={sidebars} />}
          </Box>
          <Paper
            sx={{
              flex: 1,
              minHeight: 0,
              display: 'flex',
              flexDirection: 'column',
              overflow: innerScroll ? 'hidden' : 'visible',
            }}
          >
            {tabs && <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}>{tabs}</Box>}
            <Box
              data-testid={`${testId}-content`}
              sx={{ flex: 1, minHeight: 0, p: { xs: 2, sm: 3 }, overflowY: innerScroll ? 'auto' : 'visible' }}
            >
              {content}
            </Box>
          </Paper>
        </Box>
        {rightSidebar && (
          <Box sx={{ display: 'flex', flexDirection: 'column', pt: { lg: 12 }, minHeight: 0 }}>
            {sidebarCard('right', rightSidebar, rightSidebarLabel ?? t('rightSidebar'))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
