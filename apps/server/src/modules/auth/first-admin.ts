import { displayNameSchema, emailSchema, phoneSchema, translate } from '@cppcc/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { usersService } from '../users/service';
import { issueResetLink } from './reset-links';
import { hasEnabledAdmin } from './repository';

/** The link to set the first admin's password: a day, since it is handed over by hand. */
export const FIRST_ADMIN_LINK_TTL_SECONDS = 24 * 60 * 60;

export const firstAdminInputSchema = z.object({
  email: emailSchema,
  displayName: displayNameSchema,
  phone: phoneSchema.optional(),
});
export type FirstAdminInput = z.infer<typeof firstAdminInputSchema>;

export class FirstAdminRefused extends Error {
  override name = 'FirstAdminRefused';
}

/**
 * `npm run admin:create`: the first admin of a production install. One time only — while no enabled admin
 * exists — and with no password at all: it prints a one-time link (a day) where the admin sets their own,
 * through the same reset page and password rules as everyone. So no published or typed-in password exists.
 */
export async function createFirstAdmin(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port' | 'passwordHashCost'>,
  input: FirstAdminInput,
): Promise<{ userId: string; link: string }> {
  const parsed = firstAdminInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FirstAdminRefused(
      `${String(issue?.path[0])}: ${translate(issue?.message ?? 'validation.invalid', 'en')}`,
    );
  }
  const origin = config.publicUrl ?? `http://localhost:${config.port === 0 ? 3000 : config.port}`;
  return inTransaction(db.kysely, async (trx) => {
    if (await hasEnabledAdmin(trx))
      throw new FirstAdminRefused(
        'An admin already exists: sign in as that admin and manage users on the users screen.',
      );
    const users = usersService(trx, { passwordHashCost: config.passwordHashCost });
    const user = await users.create({
      displayName: parsed.data.displayName,
      email: parsed.data.email,
      phone: parsed.data.phone ?? null,
      roles: ['admin'],
      source: 'api',
    });
    const link = await issueResetLink(trx, {
      userId: user.id,
      origin,
      ttlSeconds: FIRST_ADMIN_LINK_TTL_SECONDS,
    });
    return { userId: user.id, link };
  });
}
