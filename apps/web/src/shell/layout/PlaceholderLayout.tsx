import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../shared/ui/Loading';
import { useRouteSettings } from '../settings/useRouteSettings';
import { TopBar } from './TopBar';

/**
 * Stand-in for the application shell (layout1/2/3 arrive with the shell issue). It already obeys the route's
 * settings, so bare pages (sign-in, errors) render without the bar.
 */
export function PlaceholderLayout() {
  const settings = useRouteSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {settings.layout.config.toolbar.display && <TopBar />}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
