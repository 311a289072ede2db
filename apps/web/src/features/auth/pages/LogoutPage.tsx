import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { logout } from '../../../shared/session/sessionThunks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

/** /logout (seed 000 §2.1): signed-in users only; ends the session on the server and goes to /login. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logout'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(logout()).then(() => navigate(PATHS.login, { replace: true }));
  }, [dispatch, navigate]);
  return (
    <Stack
      role="status"
      data-testid="logout-page"
      spacing={2}
      sx={{ flex: 1, minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={t('loggingOut')} />
      <Typography>{t('loggingOut')}</Typography>
    </Stack>
  );
}
