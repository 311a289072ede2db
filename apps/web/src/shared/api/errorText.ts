import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from './apiError';

/** Text for a query/mutation error: our own messages in the current language, the server's as sent. */
export function errorText(t: TFunction, error: ApiError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if (isApiError(error)) return error.messageKey ? t(error.messageKey, { ns: 'messages' }) : error.message;
  return error.message ?? t('error.internal', { ns: 'messages' });
}

export function useErrorText(): (error: ApiError | SerializedError | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback((error) => errorText(t, error), [t]);
}
