import type { SignInMethod, User } from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isAppError } from '../../http/errors';
import { auditContextOf, recordAudit } from '../admin-log/record';
import type { Identity } from './service';

const userTarget = (user: User) => ({
  kind: 'user' as const,
  id: user.uid,
  label: `${user.data.displayName}（${user.phone ?? user.data.email ?? ''}）`,
});

export const identityTarget = (identity: Identity) => ({
  kind: 'user' as const,
  id: identity.user.id,
  label: `${identity.user.displayName}（${identity.user.phone ?? identity.user.email ?? ''}）`,
});

/**
 * A sign-in attempt recorded in the audit log (issue 30 §2): `auth.signedIn` with the method and the user,
 * or — when it is refused — `auth.lockedOut` (a 429: the account is locked after wrong passwords) or
 * `auth.signInFailed` with what was typed as the target and the reason. The refusal is thrown on.
 */
export async function auditedSignIn<T>(
  db: Kysely<DB>,
  request: FastifyRequest,
  method: SignInMethod,
  login: string,
  attempt: () => Promise<T>,
  userOf: (result: T) => User | null,
): Promise<T> {
  const context = auditContextOf(request);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (isAppError(error) && error.statusCode < 500) {
      await recordAudit(db, context, {
        action: error.statusCode === 429 ? 'auth.lockedOut' : 'auth.signInFailed',
        target: { kind: 'user', label: login.trim().slice(0, 100) },
        after: { method, reason: error.message },
      });
    }
    throw error;
  }
  const user = userOf(result);
  if (user)
    await recordAudit(
      db,
      { ...context, actorId: user.uid },
      { action: 'auth.signedIn', target: userTarget(user), after: { method } },
    );
  return result;
}
