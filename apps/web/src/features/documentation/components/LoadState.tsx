import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../lib/useLoaded';

/** A documentation chunk's loading placeholder, its failure with a retry, or what it holds. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('documentation');
  if (loaded.state === 'loading')
    return <Skeleton variant="rounded" height={120} data-testid="doc-loading" />;
  if (loaded.state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={loaded.retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  return <>{children(loaded.value)}</>;
}
