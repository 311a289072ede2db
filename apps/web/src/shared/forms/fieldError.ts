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
  error: (Pick<FieldError, 'message'> & { type?: unknown }) | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (isMessageKey(message)) return t(message, { ns: 'messages' });
  // A zod check without a message key of its own would show zod's English: say "invalid" in the UI's language.
  if (typeof error.type === 'string' && ZOD_ISSUE_CODES.has(error.type))
    return t('validation.invalid', { ns: 'messages' });
  return message;
}

const ZOD_ISSUE_CODES = new Set(['invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value']);

/** `const errorText = useFieldErrorText(); <TextField helperText={errorText(errors.phone)} />` */
export function useFieldErrorText(): (
  error: (Pick<FieldError, 'message'> & { type?: unknown }) | undefined,
) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback((error) => fieldErrorText(t, error), [t]);
}
