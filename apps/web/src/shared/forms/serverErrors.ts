import { isApiError } from '../api/apiError';

/**
 * The server names bad fields by path (`data.phone`, `body.email`); a form names them `phone`, `email`.
 * Returns `[formField, reason]` pairs for the fields the form has, ready for react-hook-form's `setError`:
 *
 *   for (const [name, message] of serverFieldErrors(error.fields, ['phone', 'code'])) setError(name, { message });
 */
export function serverFieldErrors<Name extends string>(
  fields: Record<string, string>,
  formFields: readonly Name[],
): [Name, string][] {
  const result: [Name, string][] = [];
  for (const [path, reason] of Object.entries(fields)) {
    const name = formFields.find((field) => path === field || path.endsWith(`.${field}`));
    if (name && !result.some(([taken]) => taken === name)) result.push([name, reason]);
  }
  return result;
}

/**
 * Puts a failed call's 400 field reasons on the form's fields (`setError`); true when at least one landed,
 * otherwise the caller shows the error as a whole.
 */
export function applyServerFieldErrors<Name extends string>(
  error: unknown,
  formFields: readonly Name[],
  setError: (name: Name, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!isApiError(error)) return false;
  const pairs = serverFieldErrors(error.fields, formFields);
  pairs.forEach(([name, message]) => setError(name, { type: 'server', message }));
  return pairs.length > 0;
}
