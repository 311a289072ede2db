import { authRules } from '@cppcc/contracts';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useSessionCommands, useUser } from '../../../shared/session/hooks';
import { useUnlock } from '../api';
import { AuthFrame } from '../components/AuthFrame';
import { FormTextField } from '../components/fields';
import { Notice } from '../components/Notice';
import { i18nBundle } from '../i18n';
import { useFieldsForm, type FieldsFormOptions } from '../lib/useFieldsForm';
import { PATHS } from '../paths';

registerBundle(i18nBundle);

const lockForm: FieldsFormOptions<'password'> = {
  mode: 'onTouched',
  initial: { password: '' },
  rules: { password: authRules.loginPassword },
};

/**
 * /pages/auth/lock (seed 000 §2.1): asks the signed-in user's password again (POST /api/auth/unlock, which
 * checks it against the current session's user and goes on with that session).
 */
export default function LockPage() {
  const { t } = useTranslation('auth');
  const user = useUser();
  const { completeSignIn } = useSessionCommands();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [unlock, { isLoading, error }] = useUnlock();
  const form = useFieldsForm(lockForm);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await unlock({ password });
    if (result.data) {
      completeSignIn(result.data.user, result.data.access_token, 'jwt');
      void navigate('/', { replace: true });
    } else if (isApiError(result.error) && result.error.fields.password) {
      form.setError('password', result.error.fields.password);
    }
  });
  const general = isApiError(error) && !error.fields.password ? error : undefined;
  return (
    <AuthFrame title={t('lockTitle')} testId="template-lock">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={user.data.photoURL ?? undefined}>{user.data.displayName.slice(0, 1)}</Avatar>
          <Typography sx={{ fontWeight: 600 }}>{user.data.displayName}</Typography>
        </Stack>
        <Typography color="textSecondary">{t('lockIntro')}</Typography>
        {general && <Notice severity="error">{errorText(general)}</Notice>}
        <FormTextField
          form={form}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {t('unlock')}
        </Button>
        <Typography variant="body2">
          {t('notYou')}{' '}
          <Link component={RouterLink} to={PATHS.logout}>
            {t('logout')}
          </Link>
        </Typography>
      </Stack>
    </AuthFrame>
  );
}
