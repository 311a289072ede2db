import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { IdentityProviders } from '@cppcc/contracts';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/api/errorText';
import { useIdentityProviders } from '../api';
import { Notice } from './Notice';

type Provider = 'firebase' | 'oidc';

/**
 * A hosted provider's tab of /register (seed 000 §2.1): asks the server which providers are configured when
 * the tab opens. Without this one the tab shows `unconfigured`; with it, `children` with its settings (the
 * provider's own code, lazy: loaded only now). A failed check says why above `unavailable`.
 */
export function ProviderPanel<P extends Provider>({
  provider,
  unconfigured,
  unavailable,
  children,
}: {
  provider: P;
  unconfigured: ReactNode;
  unavailable?: ReactNode;
  children: (settings: NonNullable<IdentityProviders[P]>) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [load, { data, error }] = useIdentityProviders();
  useEffect(() => {
    void load();
  }, [load]);
  const checking = <LinearProgress aria-label={t('providerChecking')} />;
  if (error)
    return (
      <Stack spacing={2}>
        <Notice severity="error">{errorText(error)}</Notice>
        {unavailable}
      </Stack>
    );
  if (!data) return checking;
  const settings = data[provider];
  if (!settings) return unconfigured;
  return <Suspense fallback={checking}>{children(settings)}</Suspense>;
}
