import { serverFieldErrors } from '../../../shared/forms/serverErrors';

export type RegisterField = 'displayName' | 'email' | 'password';

/**
 * Server register errors onto the form's fields (seed 000 §5). The seed's answer names `username`, which is
 * the display name here.
 */
export function registerFieldErrors(fields: Record<string, string>): [RegisterField, string][] {
  const renamed = Object.fromEntries(
    Object.entries(fields).map(([path, reason]) => [
      path.replace(/(^|\.)username$/, '$1displayName'),
      reason,
    ]),
  );
  return serverFieldErrors(renamed, ['displayName', 'email', 'password']);
}

/** Hosted-provider error codes onto fields (seed 000 §5), for when a provider is configured. */
export function providerErrorField(code: string): RegisterField | null {
  const name = code.replace(/^auth\//, '');
  if (['email-already-in-use', 'invalid-email'].includes(name)) return 'email';
  if (['operation-not-allowed', 'user-not-found', 'user-disabled'].includes(name)) return 'displayName';
  if (['weak-password', 'wrong-password'].includes(name)) return 'password';
  return null;
}
