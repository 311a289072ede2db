/**
 * A message for a form field: an i18next key with its namespace (`messages:validation.required` for the
 * contracts' catalogue, `undertaker:…` for this feature's texts) and its parameters. Pure logic returns
 * these; components translate them, so a later language switch re-translates the text.
 */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

export type Problems<Field extends string> = Partial<Record<Field, Problem>>;

export const required: Problem = { key: 'messages:validation.required' };
export const tooLong = (max: number): Problem => ({ key: 'messages:validation.tooLong', params: { max } });

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;
