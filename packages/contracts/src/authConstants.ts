/**
 * Sign-in constants without zod, so the web app's /login page can use them without loading the schemas
 * (issue 4's first-load budget).
 */

/** Seed 000 §4: the login result's msg is 'not-exist' when the phone number is unknown. */
export const NOT_EXIST = 'not-exist';
/** Seed 000 §2.1: the support line /login names when a phone is unknown; the web app may override it (VITE_SUPPORT_PHONE). */
export const DEFAULT_SUPPORT_PHONE = '0571-12345';
