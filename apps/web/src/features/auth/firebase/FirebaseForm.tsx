import type { OidcCallbackResult } from '@cppcc/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useSessionCommands } from '../../../shared/session/hooks';
import { useFirebaseSession } from '../api';
import { Notice } from '../components/Notice';
import { registerForm, RegisterFields } from '../components/registerFields';
import { useFieldsForm } from '../lib/useFieldsForm';
import { LinkAccountForm } from '../oidc/LinkAccountForm';
import { firebaseSignIn, firebaseSignUp, type FirebaseSettings } from './firebaseClient';
import { firebaseBundle } from './i18n';
import { firebaseErrorCode, firebaseErrorPlace } from './providerErrors';

registerBundle(firebaseBundle);

/**
 * The Firebase tab's form (seed 000 §2.1): sign up (all four fields valid) or sign in (e-mail and password;
 * Firebase judges them) through the Firebase SDK, then our server verifies the ID token and answers as the
 * OIDC callback does, with the toast 'Logging in with Firebase' meanwhile. Firebase's errors land on the fields
 * of seed 000 §5.
 */
export default function FirebaseForm({ settings }: { settings: FirebaseSettings }) {
  const { t: f } = useTranslation('firebase');
  const errorText = useErrorText();
  const { completeSignIn, announceSignIn } = useSessionCommands();
  const [session] = useFirebaseSession();
  const fields = useFieldsForm(registerForm);
  const [working, setWorking] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OidcCallbackResult | null>(null);

  const settle = (result: OidcCallbackResult) => {
    setOutcome(result);
    if (result.kind === 'signedIn') completeSignIn(result.user, result.access_token, 'firebase');
  };

  const run = async (getToken: () => Promise<string>) => {
    setWorking(true);
    setGeneral(null);
    try {
      const idToken = await getToken();
      // Firebase knows the person now; our server has yet to accept the token (seed 000 §4).
      announceSignIn('firebase');
      const result = await session({ idToken });
      if (result.data) settle(result.data);
      else setGeneral(errorText(result.error) ?? f('error.other', { code: 'server' }));
    } catch (error) {
      const code = firebaseErrorCode(error) ?? 'unknown';
      const { field, key } = firebaseErrorPlace(code);
      const text = f(key, { code });
      if (field) fields.setError(field, text);
      else setGeneral(text);
    } finally {
      setWorking(false);
    }
  };

  const signUp = fields.handleSubmit(({ displayName, email, password }) =>
    run(() => firebaseSignUp(settings, { displayName: displayName.trim(), email, password })),
  );
  const { email, password } = fields.values;
  const signIn = () => void run(() => firebaseSignIn(settings, { email: email.trim(), password }));

  if (outcome?.kind === 'linkRequired')
    return (
      <LinkAccountForm ticket={outcome.ticket} email={outcome.email} onDone={settle} provider="Firebase" />
    );
  if (outcome?.kind === 'awaitingRole')
    return <Notice severity="warning">{f('awaitingRole', { name: outcome.user.data.displayName })}</Notice>;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={signUp} data-testid="firebase-form">
      {general && <Notice severity="error">{general}</Notice>}
      <RegisterFields form={fields} />
      <Button type="submit" variant="contained" size="large" disabled={!fields.isValid || working}>
        {working ? f('working') : f('signUp')}
      </Button>
      <Button variant="outlined" disabled={working || !email.trim() || !password} onClick={signIn}>
        {f('signIn')}
      </Button>
    </Stack>
  );
}
