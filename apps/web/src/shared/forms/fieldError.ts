import { isMessageKey } from '@cppcc/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A react-hook-form error as text. Zod schemas from contracts carry message *keys* (`validation.phone`),
 * which are translated from the `messages` namespace; any other text (e.g. a field error the server already
 * translated) is shown as it is.
 */
export function fieldErrorText(
  t: TFunction,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return isMessageKey(message) ? t(message, { ns: 'messages' }) : message;
}

/** `const errorText = useFieldErrorText(); <TextField helperText={errorText(errors.phone)} />` */
export function useFieldErrorText(): (error: Pick<FieldError, 'message'> | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback((error) => fieldErrorText(t, error), [t]);
}
