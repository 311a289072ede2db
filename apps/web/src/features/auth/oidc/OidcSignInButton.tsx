import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oidcBundle } from './i18n';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useErrorText } from '../../../shared/api/errorText';
import { useOidcStart } from '../api';
import { Notice } from '../components/Notice';
import { rememberFlowState } from './flowState';

registerBundle(oidcBundle);

/**
 * The single log-in/sign-up button: the server starts the authorization-code flow (state, nonce, PKCE) and
 * answers the provider's URL; the browser goes there and comes back to /callback.
 */
export default function OidcSignInButton({ name }: { name: string }) {
  const { t: o } = useTranslation('oidc');
  const errorText = useErrorText();
  const [start, { error }] = useOidcStart();
  const [leaving, setLeaving] = useState(false);
  const onClick = async () => {
    setLeaving(true);
    const result = await start();
    if (!result.data) {
      setLeaving(false);
      return;
    }
    rememberFlowState(result.data.state);
    window.location.assign(result.data.url);
  };
  return (
    <Stack spacing={2}>
      {error && <Notice severity="error">{errorText(error)}</Notice>}
      <Button variant="contained" size="large" disabled={leaving} onClick={() => void onClick()}>
        {leaving ? o('oidcRedirecting', { name }) : o('oidcButton', { name })}
      </Button>
    </Stack>
  );
}
