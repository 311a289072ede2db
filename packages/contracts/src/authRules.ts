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

/** The passwords tried first by anyone guessing (beyond the sequences and repeats caught below). */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'qwerty',
  'qwerty123',
  'abc123',
  'a123456',
  '123456a',
  'iloveyou',
  'woaini',
  'woaini1314',
  '5201314',
  'admin',
  'admin123',
  'cppcc',
  'cppcc123',
]);

/** The product's own words: what anyone guessing a password of this system tries first, with the year. */
const PRODUCT_WORDS = ['cppcc', 'zhengxie', 'proposal', '政协', '提案', '委员'];
/** What must remain of a password once the product's words and the year are taken out. */
const OWN_PART_MIN_LENGTH = 6;

/** Whether the password is mostly the product's name and the year (`Cppcc@2026!!`, `proposal-cppcc`). */
function isMostlyProductWords(text: string): boolean {
  const year = new Date().getFullYear();
  const words = [...PRODUCT_WORDS, ...[year - 1, year, year + 1].map(String)];
  const rest = words.reduce((left, word) => left.replaceAll(word, ' '), text);
  if (rest === text) return false;
  return rest.replace(/[^\p{L}\p{N}]/gu, '').length < OWN_PART_MIN_LENGTH;
}

/**
 * The long list of common passwords (commonPasswords.ts) is plugged in by the server (55 kB: the web's
 * forms stay light, and the server's answer names the field); the rule below asks it when it is there.
 */
let commonPasswordCheck: ((value: string) => boolean) | undefined;
export function useCommonPasswordList(check: ((value: string) => boolean) | undefined): void {
  commonPasswordCheck = check;
}

/**
 * Too easy to guess whatever its length: blank, one character repeated (`aaaaaa`, six spaces), a run
 * of consecutive digits (`123456`, `987654`), a well-known password, or the product's name and the year.
 */
export function isWeakPassword(value: string): boolean {
  const text = value.trim().toLowerCase();
  if (text.length === 0) return true;
  if ([...text].every((char) => char === text[0])) return true;
  if (/^\d+$/.test(text)) {
    const steps = [...text].slice(1).map((char, index) => Number(char) - Number(text[index]));
    if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  }
  if (COMMON_PASSWORDS.has(text) || isMostlyProductWords(text)) return true;
  return commonPasswordCheck?.(text) ?? false;
}

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
    if (value.length < PASSWORD_MIN_LENGTH) return 'validation.passwordTooShort';
    return isWeakPassword(value) ? 'validation.passwordWeak' : undefined;
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
