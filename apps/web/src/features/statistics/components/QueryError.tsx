import type { SerializedError } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';

/** A failed load: what failed, the server's reason, and a retry button. */
export function QueryError({ error, onRetry }: { error: ApiError | SerializedError; onRetry: () => void }) {
  const { t } = useTranslation('statistics');
  const errorText = useErrorText();
  const reason = errorText(error);
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
      {reason ? `: ${reason}` : ''}
    </Alert>
  );
}
