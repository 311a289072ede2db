import { validationReason } from '@cppcc/contracts';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/**
 * zod's error map for signed-in forms: a check that names no catalogue key of its own gets the reason the
 * server would give (contracts' `validationReason`), in the language on screen. A schema's own key wins.
 */
export function formIssueMessage(issue: z.core.$ZodRawIssue): string {
  const limits: Record<string, number> = {};
  const min = numberOf('minimum' in issue ? issue.minimum : undefined);
  const max = numberOf('maximum' in issue ? issue.maximum : undefined);
  if (min !== undefined) limits.min = min;
  if (max !== undefined) limits.max = max;
  const origin = 'origin' in issue && typeof issue.origin === 'string' ? issue.origin : '';
  const [key, params] = validationReason(issue.code ?? '', origin, issue.input, limits);
  return i18n.t(key, { ns: 'messages', ...params });
}

/** `zodResolver(schema, FORM_PARSE_OPTIONS)`: every signed-in form's zod checks speak the catalogue. */
export const FORM_PARSE_OPTIONS = { error: formIssueMessage } as const;
