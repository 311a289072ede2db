import { createHash, randomBytes } from 'node:crypto';
import { RESET_PASSWORD_PATH } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, toIso } from '../../db/values';
import { insertPasswordReset } from './repository';

/** Only the hash is stored: a database dump holds no usable link. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time link to set the account's password, valid for `ttlSeconds` (forgot-password, admin:create). */
export async function issueResetLink(
  db: Kysely<DB>,
  input: { userId: string; origin: string; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await insertPasswordReset(db, {
    id: newId(),
    userId: input.userId,
    tokenHash: resetTokenHash(token),
    expiresAt: toIso(now + input.ttlSeconds * 1000),
    createdAt: toIso(now),
    usedAt: null,
  });
  return `${input.origin}${RESET_PASSWORD_PATH}?token=${token}`;
}
