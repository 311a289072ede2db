import type { SerializedError } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';

/** A failed query: what went wrong and a retry button. */
export function QueryError({
  error,
  onRetry,
}: {
  error: ApiError | SerializedError | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('undertaker');
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {t('loadError', { message: errorText(error) ?? '' })}
    </Alert>
  );
}
