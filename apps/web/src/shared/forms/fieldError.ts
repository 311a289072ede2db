import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/**
 * A react-hook-form error as text. Zod schemas from contracts carry message *keys* (`validation.phone`),
 * which are translated from the `messages` namespace; any other text (e.g. a field error the server already
 * translated) is shown as it is. A key is looked up among the loaded texts rather than in the contracts
 * catalogue, which would bring the whole catalogue into the sign-in pages (only its core part is there).
 */
export function fieldErrorText(
  t: TFunction,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return i18n.exists(message, { ns: 'messages' }) ? t(message, { ns: 'messages' }) : message;
}

/** `const errorText = useFieldErrorText(); <TextField helperText={errorText(errors.phone)} />` */
export function useFieldErrorText(): (error: Pick<FieldError, 'message'> | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback((error) => fieldErrorText(t, error), [t]);
}
