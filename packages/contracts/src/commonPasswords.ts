import { COMMON_PASSWORD_WORDS } from './commonPasswordWords';

let words: Set<string> | undefined;

/**
 * Whether a password is a common one, or a common word dressed with digits and symbols at its ends
 * (`Password2026!`, `!!iloveyou`): lower-cased, as authRules' isWeakPassword asks. The list is read on
 * first use.
 */
export function isCommonPassword(value: string): boolean {
  words ??= new Set(COMMON_PASSWORD_WORDS.split(/\s+/).filter(Boolean));
  const text = value.trim().toLowerCase();
  const core = text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return words.has(text) || words.has(core);
}
