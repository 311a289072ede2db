/**
 * Sign-in constants without zod, so the web app's sign-in pages can use them without loading the schemas
 * (issue 4's first-load budget). The field rules built on them are in authRules.ts.
 */

/** Seed 000 §4: the login result's msg is 'not-exist' when the phone number is unknown. */
export const NOT_EXIST = 'not-exist';
/** Seed 000 §2.1: the support line /login names when a phone is unknown; the web app may override it (VITE_SUPPORT_PHONE). */
export const DEFAULT_SUPPORT_PHONE = '0571-12345';

export const PHONE_MIN_LENGTH = 11;
export const CODE_LENGTH = 6;
export const DISPLAY_NAME_MIN_LENGTH = 4;
/** New passwords (register, change, reset, admin-set): ASVS level 2; signing in takes any length. */
export const PASSWORD_MIN_LENGTH = 12;

/** Seed 000 §5: a mainland mobile number, 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** The practical e-mail pattern (the one zod's `z.email()` applies by default). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
