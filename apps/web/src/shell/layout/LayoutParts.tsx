import Box from '@mui/material/Box';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ContentShown } from '../afterContent';
import { RouteLoading } from '../RouteLoading';
import { Footer } from '../footer/Footer';
import type { Settings } from '../../shared/layout/layoutSettings';
import { ToolbarLayout } from '../toolbar/ToolbarLayout';

/** The routed page inside the content area; boxed mode limits its width. */
export function Page({ maxWidth }: { maxWidth?: number }) {
  // The shell's first commit holds no page yet: the page follows in a commit of its own (a transition), so a
  // cold load's first screen is two shorter tasks instead of one long one (issue 17).
  const pageShown = useDeferredValue(true, false);
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        flex: '1 0 auto',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        mx: 'auto',
        maxWidth: maxWidth ?? 'none',
      }}
    >
      <Suspense fallback={<RouteLoading />}>
        {pageShown ? (
          <>
            <Outlet />
            <ContentShown />
          </>
        ) : (
          <RouteLoading />
        )}
      </Suspense>
    </Box>
  );
}

/**
 * A column holding the toolbar, the page and the footer for bars in position 'below'. With scroll 'content'
 * the middle scrolls and fixed bars stay put; static bars scroll with the page.
 */
export function ContentColumn({
  settings,
  maxWidth,
  children,
}: {
  settings: Settings;
  maxWidth?: number;
  children?: ReactNode;
}) {
  const { toolbar, footer, scroll } = settings.layout.config;
  const showToolbar = toolbar.display && toolbar.position === 'below';
  const showFooter = footer.display && footer.position === 'below';
  const contentScroll = scroll === 'content';
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {showToolbar && toolbar.style === 'fixed' && <ToolbarLayout settings={settings} maxWidth={maxWidth} />}
      {children}
      <Box
        data-testid="content-scroller"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          overflowY: contentScroll ? 'auto' : 'visible',
        }}
      >
        {showToolbar && toolbar.style === 'static' && (
          <ToolbarLayout settings={settings} maxWidth={maxWidth} />
        )}
        <Page maxWidth={maxWidth} />
        {showFooter && footer.style === 'static' && <Footer settings={settings} maxWidth={maxWidth} />}
      </Box>
      {showFooter && footer.style === 'fixed' && <Footer settings={settings} maxWidth={maxWidth} />}
    </Box>
  );
}

/** The outer frame: full height; scroll 'content' keeps it at the window's height. */
export function LayoutRoot({ settings, children }: { settings: Settings; children: ReactNode }) {
  const { scroll, mode } = settings.layout.config;
  return (
    <Box
      data-testid="layout"
      data-layout={settings.layout.style}
      data-mode={mode}
      data-scroll={scroll}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
        ...(scroll === 'content' ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
      }}
    >
      {children}
    </Box>
  );
}
