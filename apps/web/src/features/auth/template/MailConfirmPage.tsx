import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { AuthFrame } from '../components/AuthFrame';
import { i18nBundle } from '../i18n';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

/** /pages/auth/mail-confirm (seed 000 §2.1): after an e-mail was sent; a page of its own, it needs no form. */
export default function MailConfirmPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('mailConfirmTitle')} testId="template-mail-confirm">
      <Stack spacing={3}>
        <Typography>{t('mailConfirmText')}</Typography>
        <Link component={RouterLink} to={PATHS.templateLogin}>
          {t('backToLogin')}
        </Link>
      </Stack>
    </AuthFrame>
  );
}
