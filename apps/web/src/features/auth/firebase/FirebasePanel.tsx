import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { JwtRegisterForm } from '../components/forms';
import { ProviderPanel } from '../components/ProviderPanel';

/** The Firebase SDK comes with this: loaded only when the tab is open and the server has Firebase. */
const FirebaseForm = lazy(() => import('./FirebaseForm'));

/**
 * /register's second tab: without Firebase on the server the tab says so over a disabled form, with it the
 * form signs up or in through Firebase.
 */
export function FirebasePanel() {
  const { t } = useTranslation('auth');
  return (
    <ProviderPanel
      provider="firebase"
      unconfigured={
        <JwtRegisterForm key="firebase" disabledNote={t('providerNotConfigured', { provider: 'Firebase' })} />
      }
    >
      {(settings) => <FirebaseForm settings={settings} />}
    </ProviderPanel>
  );
}
