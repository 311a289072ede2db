import { authRules, type OidcCallbackResult } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { serverFieldErrors } from '../../../shared/forms/serverErrors';
import { useOidcLink } from '../api';
import { FormTextField } from '../components/fields';
import { Notice } from '../components/Notice';
import { useFieldsForm, type FieldsFormOptions } from '../lib/useFieldsForm';
import { registerBundle } from '../../../shared/i18n/i18n';
import { oidcBundle } from './i18n';

// Its texts, wherever it is shown (/callback, or the Firebase tab).
registerBundle(oidcBundle);

const linkForm: FieldsFormOptions<'password'> = {
  mode: 'onTouched',
  initial: { password: '' },
  rules: { password: authRules.loginPassword },
};

/**
 * The provider's e-mail belongs to an existing account: it is linked only once that account's password is
 * entered here (no takeover through an e-mail address). The answer goes on as any callback answer.
 */
export function LinkAccountForm({
  ticket,
  email,
  onDone,
  provider = 'Auth0',
}: {
  ticket: string;
  email: string;
  onDone: (result: OidcCallbackResult) => void;
  /** The provider's name in the text. */
  provider?: string;
}) {
  const { t } = useTranslation('auth');
  const { t: o } = useTranslation('oidc');
  const errorText = useErrorText();
  const [link, { isLoading, error }] = useOidcLink();
  const form = useFieldsForm(linkForm);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await link({ ticket, password });
    if (result.data) {
      onDone(result.data);
      return;
    }
    if (isApiError(result.error))
      for (const [name, message] of serverFieldErrors(result.error.fields, ['password'] as const))
        form.setError(name, message);
  });
  const showGeneral = isApiError(error) && Object.keys(error.fields).length === 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="oidc-link-form">
      <Typography variant="h6" component="h2">
        {o('callbackLinkTitle')}
      </Typography>
      <Typography variant="body2">{o('callbackLinkText', { email, provider })}</Typography>
      {showGeneral && <Notice severity="error">{errorText(error)}</Notice>}
      <FormTextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? o('callbackLinking') : o('callbackLinkButton')}
      </Button>
    </Stack>
  );
}
