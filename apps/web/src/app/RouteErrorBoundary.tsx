import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { SERVER_ERROR_PATH } from './routes';

/**
 * A render error or a failed chunk load (e.g. old hashed files gone after a deployment) leads to the
 * 500 page; if that page itself fails, a plain message with a reload button is the last resort.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (pathname !== SERVER_ERROR_PATH) return <Navigate to={SERVER_ERROR_PATH} replace />;
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}
    >
      <Typography variant="h5">{t('unexpectedError')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Stack>
  );
}
