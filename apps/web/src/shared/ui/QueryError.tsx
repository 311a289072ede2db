import type { SerializedError } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/apiError';
import { useErrorText } from '../api/errorText';
import { queryErrorText } from './queryErrorText';

/**
 * A failed load: what failed (`title`, or the common 加载失败), the server's reason, and a retry button
 * when the caller can retry.
 */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: ApiError | SerializedError | undefined;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      data-testid="query-error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {queryErrorText(title ?? t('loadError'), errorText(error))}
    </Alert>
  );
}
