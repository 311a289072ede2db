import type { ParsedEnv } from './config';

/**
 * NODE_ENV=production: what a real office must not run with, one line each. `npm start` stays the demo;
 * this switch makes a published password, codes and reset links in the log, and links built from whatever
 * Host a request names impossible to run by accident. The database half (demo data already seeded) is
 * checked in main.ts, once the database is open.
 */
export function productionRefusals(e: ParsedEnv, production: boolean): string[] {
  if (!production) return [];
  const refusals: string[] = [];
  if (e.SEED_DEMO_DATA === true)
    refusals.push(
      'SEED_DEMO_DATA=true: the demo accounts share a published password; leave it unset or false.',
    );
  if (e.SMS_PROVIDER === 'log')
    refusals.push(
      'SMS_PROVIDER=log: sign-in codes would go to the server log; set SMS_PROVIDER=http and SMS_HTTP_URL.',
    );
  if (e.EMAIL_PROVIDER === 'log')
    refusals.push(
      'EMAIL_PROVIDER=log: password-reset links would go to the server log; set EMAIL_PROVIDER=http and EMAIL_HTTP_URL.',
    );
  if (!e.PUBLIC_URL)
    refusals.push(
      'PUBLIC_URL is not set: links in e-mails and SMS need the address users reach the server at.',
    );
  for (const name of ['JWT_SECRET', 'APP_TOKEN_SECRET'] as const) {
    const value = e[name];
    // Shorter values are refused in every mode by the schema; this also catches a long but trivial one.
    if (value !== undefined && new Set(value).size < 8)
      refusals.push(
        `${name}: too predictable (fewer than 8 different characters); use 32 random bytes or more.`,
      );
  }
  return refusals;
}
