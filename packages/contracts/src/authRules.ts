/**
 * The sign-in and registration field rules of seed 000 §5, without zod: the web's sign-in forms run them
 * directly (issue 4's first-load budget), and the zod schemas in auth.ts run the same functions on the server.
 */
import {
  CODE_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from './authConstants';
import type { MessageKey } from './messages';

/** A field rule: the message key of the first check the value fails, `undefined` when it passes. */
export type FieldRule = (value: string) => MessageKey | undefined;

/** Seed 000 §5's sign-in and registration fields. Values are checked as typed; trimmed where the rule says. */
export const authRules = {
  phone: (value) => (PHONE_PATTERN.test(value.trim()) ? undefined : 'validation.phone'),
  smsCode: (value) => (value.trim().length >= CODE_LENGTH ? undefined : 'validation.code'),
  email: (value) => (EMAIL_PATTERN.test(value) ? undefined : 'validation.email'),
  displayName: (value) => {
    const name = value.trim();
    if (name.length === 0) return 'validation.displayNameRequired';
    return name.length >= DISPLAY_NAME_MIN_LENGTH ? undefined : 'validation.displayName';
  },
  password: (value) => {
    if (value.length === 0) return 'validation.passwordRequired';
    return value.length >= PASSWORD_MIN_LENGTH ? undefined : 'validation.passwordTooShort';
  },
  /** Sign-in takes any e-mail or phone and any password; the server judges them. */
  login: (value) => (value.trim().length > 0 ? undefined : 'validation.emailRequired'),
  loginPassword: (value) => (value.length > 0 ? undefined : 'validation.passwordRequired'),
  appToken: (value) => (value.length > 0 ? undefined : 'validation.required'),
} satisfies Record<string, FieldRule>;

/** The confirmation of a new password (register, reset): given, and equal to the password. */
export function checkPasswordConfirm(password: string, confirm: string): MessageKey | undefined {
  if (confirm.length === 0) return 'validation.passwordRequired';
  return confirm === password ? undefined : 'validation.passwordsMismatch';
}
