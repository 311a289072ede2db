import type { TFunction } from 'i18next';
import { isCatalogueKey } from '../../../shared/i18n/i18n';

/**
 * A react-hook-form error (from a zod schema) as text: contracts' message keys from `messages`, our own keys
 * from this feature, and zod's built-in number checks as "required" / "out of range".
 */
export function formErrorText(
  t: TFunction,
  error: { message?: string; type?: unknown } | undefined,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (message && isCatalogueKey(message)) return t(message, { ns: 'messages' });
  if (message === 'duplicateCode' || message === 'required' || message === 'outOfRange') {
    return t(message, { ns: 'staffWorkbench' });
  }
  if (error.type === 'too_small' || error.type === 'too_big')
    return t('outOfRange', { ns: 'staffWorkbench' });
  if (error.type === 'invalid_type') return t('required', { ns: 'staffWorkbench' });
  return message || t('required', { ns: 'staffWorkbench' });
}
