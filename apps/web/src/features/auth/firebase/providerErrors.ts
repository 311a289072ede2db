import { providerErrorField, type RegisterField } from '../lib/registerErrors';

/** The codes with their own text (firebase/i18n.ts); any other shows the general one with its code. */
const KNOWN = new Set([
  'email-already-in-use',
  'invalid-email',
  'operation-not-allowed',
  'user-not-found',
  'user-disabled',
  'weak-password',
  'wrong-password',
  'invalid-credential',
]);

/**
 * Where a Firebase error goes (seed 000 §5): its field and the text's key, or no field (a notice above the
 * form). `invalid-credential` (a project that hides whether the e-mail exists) goes on the password too.
 */
export function firebaseErrorPlace(code: string): { field: RegisterField | null; key: string } {
  const name = code.replace(/^auth\//, '');
  const field = name === 'invalid-credential' ? 'password' : providerErrorField(name);
  return { field, key: KNOWN.has(name) ? `error.${name}` : 'error.other' };
}

/** The `code` of a FirebaseError (`auth/…`), without importing the SDK. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}
