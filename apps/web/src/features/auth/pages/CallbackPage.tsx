import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame } from '../components/AuthFrame';
import { Notice } from '../components/Notice';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

/** /callback (seed 000 §2.1): the hosted providers' return point; no provider is configured on this server. */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('callbackTitle')} testId="callback-page">
      <Stack spacing={3}>
        <LinearProgress />
        <Notice severity="warning">{t('callbackNoProvider')}</Notice>
        <Link component={RouterLink} to={PATHS.login}>
          {t('backToLogin')}
        </Link>
      </Stack>
    </AuthFrame>
  );
}
