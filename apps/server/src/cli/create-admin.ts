/**
 * `npm run admin:create -- --email <e-mail> --name <display name> [--phone <11 digits>]` — the first admin
 * of a clean (production) database, on the database the server would use (same configuration). Prints a
 * one-time link, valid for a day, where the admin sets their own password. Refused once an admin exists.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createFirstAdmin, FirstAdminRefused } from '../modules/auth/first-admin';

const USAGE =
  'Usage: npm run admin:create -- --email <e-mail> --name <display name> [--phone <11 digits>]\n' +
  '  e.g. npm run admin:create -- --email office@cppcc.example.gov.cn --name "提案委办公室"\n';

async function main(): Promise<void> {
  let values: { email?: string; name?: string; phone?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!values.email || !values.name) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { link } = await createFirstAdmin(db, config, {
      email: values.email,
      displayName: values.name,
      ...(values.phone ? { phone: values.phone } : {}),
    });
    process.stdout.write(
      `Admin ${values.email} created, with no password yet. Open this link within 24 hours to set one:\n\n  ${link}\n\n` +
        'It works once. Hand it over in person or by a channel you trust.\n',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FirstAdminRefused)
    process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`admin:create failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
