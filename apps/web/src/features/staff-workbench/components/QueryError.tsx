import type { SerializedError } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';

/** A failed query: the message and a retry button. */
export function QueryError({
  error,
  onRetry,
}: {
  error: ApiError | SerializedError | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('staffWorkbench');
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {t('loadError')}
      {errorText(error) ? `: ${errorText(error)}` : ''}
    </Alert>
  );
}
