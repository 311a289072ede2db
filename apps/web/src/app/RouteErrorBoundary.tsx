import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { SERVER_ERROR_PATH } from './routes';
import { ServerAwayNotice } from './ServerAwayNotice';
import { isChunkLoadError, serverAnswers } from './serverAway';
import { Redirect } from '../shared/ui/Redirect';

/**
 * A render error or a failed chunk load (e.g. old hashed files gone after a deployment) leads to the
 * 500 page; if that page itself fails, a plain message with a reload button is the last resort. A chunk
 * that failed because the server is away (no answer at all) shows the server-unreachable notice instead,
 * which reloads the page once the server is back.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // undefined while asking whether the server answers at all
  const [serverAway, setServerAway] = useState<boolean | undefined>(
    isChunkLoadError(error) ? undefined : false,
  );
  useEffect(() => {
    if (!isChunkLoadError(error)) {
      console.error(error);
      return;
    }
    let current = true;
    void serverAnswers().then((answers) => {
      if (!current) return;
      if (answers) console.error(error);
      setServerAway(!answers);
    });
    return () => {
      current = false;
    };
  }, [error]);
  if (serverAway === undefined) return null;
  if (serverAway) return <ServerAwayNotice />;
  if (pathname !== SERVER_ERROR_PATH) return <Redirect to={SERVER_ERROR_PATH} />;
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
