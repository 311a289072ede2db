import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../shared/api/apiError';
import { useErrorText } from '../../../shared/api/errorText';
import { isCatalogueKey } from '../../../shared/i18n/i18n';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import type { Problem } from '../lib/problems';

/** Text of a form problem (see lib/problems.ts), or of a server field reason as sent. */
export function useProblemText(): (problem: Problem | string | undefined) => string | undefined {
  const { t } = useTranslation('undertaker');
  return useCallback(
    (problem) => {
      if (problem === undefined) return undefined;
      if (typeof problem === 'string')
        return isCatalogueKey(problem) ? t(problem, { ns: 'messages' }) : problem;
      return t(problem.key, problem.params);
    },
    [t],
  );
}

/**
 * What a failed write does to the page: a 409 (someone changed the task, or the window closed) shows the
 * server's message and reloads; a 400 with fields is left to the form; anything else is a banner.
 * Returns whether it was a conflict (the form should close) and the field reasons for the form.
 */
export function useWriteFailure(reload: () => void) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  return useCallback(
    (
      error: ApiError | SerializedError | undefined,
    ): { conflict: boolean; fields: Record<string, string> } => {
      if (isApiError(error) && error.status === 409) {
        dispatch(showMessage({ message: error.message, variant: 'warning' }));
        reload();
        return { conflict: true, fields: {} };
      }
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0)
        return { conflict: false, fields: error.fields };
      dispatch(showMessage({ message: errorText(error) ?? '', variant: 'error' }));
      return { conflict: false, fields: {} };
    },
    [dispatch, errorText, reload],
  );
}
