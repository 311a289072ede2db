import type { MessageKey } from './messages';

/** A check's limits, as the catalogue's texts name them (`{{min}}`, `{{max}}`). */
export type ValidationLimits = Record<string, number>;

/**
 * The catalogue key for a failed zod check that names no key of its own: the same reason on the server's 400
 * and in the web's forms. `code` and `origin` are zod's issue code and the checked value's kind.
 */
export function validationReason(
  code: string,
  origin: string,
  value: unknown,
  limits: ValidationLimits,
): [MessageKey, ValidationLimits] {
  if ((code === 'invalid_type' || code === 'required') && (value === undefined || value === null)) {
    return ['validation.required', {}];
  }
  if (code === 'too_small') {
    // `.min(1)` on a string is how schemas say "not empty": report it as required.
    if (origin === 'string' && limits.min === 1) return ['validation.required', {}];
    if (origin === 'string') return ['validation.tooShort', limits];
    if (origin === 'array' || origin === 'set') return ['validation.tooFew', limits];
    if (origin === 'number' || origin === 'bigint' || origin === 'date') return ['validation.min', limits];
  }
  if (code === 'too_big') {
    if (origin === 'string') return ['validation.tooLong', limits];
    if (origin === 'array' || origin === 'set') return ['validation.tooMany', limits];
    if (origin === 'number' || origin === 'bigint' || origin === 'date') return ['validation.max', limits];
  }
  return ['validation.invalid', {}];
}
