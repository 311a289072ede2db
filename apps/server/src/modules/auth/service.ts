import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  NOT_EXIST,
  RESET_TOKEN_TTL_SECONDS,
  SMS_CODE_RESEND_SECONDS,
  SMS_CODE_TTL_SECONDS,
  translate,
  type AuthResult,
  type Language,
  type NotExistResult,
  type PhoneCodeResult,
  type PhoneLoginResult,
  type Role,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbBool, newId, nowIso, toIso } from '../../db/values';
import { cachedIdentity, keepIdentity } from './identity-cache';
import { accountLockout, type AccountLockout } from './lockout';
import {
  badRequest,
  forbidden,
  invalidFields,
  isAppError,
  tooManyRequests,
  unauthorized,
} from '../../http/errors';
import type { MessageSender } from '../messaging/sender';
import type { UserRow } from '../users/repository';
import { rolesOf, toUser, usersService } from '../users/service';
import { signJwt, verifyJwt } from './jwt';
import { verifyPassword } from './passwords';
import { issueResetLink, resetTokenHash } from './reset-links';
import { smsCodes } from './sms-codes';
import {
  claimFirstAdmin,
  extendSession,
  findPasswordReset,
  findSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  usePasswordReset,
} from './repository';

export interface AuthDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'jwtSecret' | 'appTokenSecret' | 'allowRegistration' | 'passwordHashCost'> &
    Partial<Pick<Config, 'redisUrl' | 'production'>>;
  sender: MessageSender;
  /** Where wrong passwords are counted (shared through Redis when there is one); default: this process. */
  lockout?: AccountLockout;
}

/** Who is calling: set on request.user by the guard. */
export interface Identity {
  user: UserRow;
  roles: Role[];
  sessionId: string;
}

/** Why a presented access token was not accepted. */
export type TokenCheck = { ok: true; identity: Identity } | { ok: false; reason: 'invalid' | 'disabled' };

const PHONE_PATTERN = /^1\d{10}$/;

/** A reset link that is unknown, used or expired: said in the message and on the token field. */
const resetTokenInvalid = () =>
  badRequest('auth.resetTokenInvalid', { fields: { token: 'auth.resetTokenInvalid' } });

/** The phone-flow "not-exist" answer (seed 000 §4, §8), with the standard error object beside it. */
export function notExistBody(language: Language): NotExistResult {
  const responseMsg = translate('auth.phoneNotRegistered', language);
  return {
    code: 404,
    msg: NOT_EXIST,
    responseMsg,
    error: { code: 'NOT_FOUND', message: responseMsg },
  };
}

/**
 * Sign-in, sessions and tokens. Access tokens are HS256 JWTs `{ sub, sid, iat, exp }`; `sid` names a
 * row of auth_sessions, so logout (or disabling the account, or a password reset) ends the token on
 * the server even though it has not expired.
 */
export function authService({ db, config, sender, lockout = accountLockout() }: AuthDeps) {
  const users = usersService(db, { passwordHashCost: config.passwordHashCost });
  // One instance: its own writes evict the cache. Several (REDIS_URL): another's revocation would not.
  const cacheIdentities = config.redisUrl === undefined;
  const codes = smsCodes(db, config.jwtSecret);

  function sign(userId: string, sessionId: string, nowMs: number): string {
    const iat = Math.floor(nowMs / 1000);
    return signJwt(
      { sub: userId, sid: sessionId, iat, exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS },
      config.jwtSecret,
    );
  }

  /** A new session and its token. */
  async function startSession(user: UserRow): Promise<string> {
    const now = Date.now();
    const id = newId();
    await insertSession(db, {
      id,
      userId: user.id,
      createdAt: toIso(now),
      expiresAt: toIso(now + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
      revokedAt: null,
    });
    return sign(user.id, id, now);
  }

  async function authResult(user: UserRow): Promise<AuthResult> {
    return { user: toUser(user), access_token: await startSession(user) };
  }

  async function phoneResult(user: UserRow, phone: string): Promise<PhoneLoginResult> {
    return { code: 200, msg: await startSession(user), data: { user: toUser(user), phone } };
  }

  /** The session of a token (or of a socket opened with one): not revoked or expired, its user enabled. */
  async function checkSession(sessionId: string, userId: string): Promise<TokenCheck> {
    const cached = cacheIdentities ? cachedIdentity(sessionId, userId) : undefined;
    if (cached) return { ok: true, identity: cached };
    const session = await findSession(db, sessionId);
    if (!session || session.userId !== userId || session.revokedAt !== null) {
      return { ok: false, reason: 'invalid' };
    }
    if (session.expiresAt <= nowIso()) return { ok: false, reason: 'invalid' };
    const user = await users.findById(userId);
    if (!user) return { ok: false, reason: 'invalid' };
    if (fromDbBool(user.disabled)) return { ok: false, reason: 'disabled' };
    const identity = { user, roles: rolesOf(user), sessionId: session.id };
    if (cacheIdentities) keepIdentity(identity, session.expiresAt);
    return { ok: true, identity };
  }

  return {
    /** Checks a presented access token: signature, expiry, session not revoked, user not disabled. */
    async checkAccessToken(token: string): Promise<TokenCheck> {
      const claims = verifyJwt(token, config.jwtSecret);
      if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string')
        return { ok: false, reason: 'invalid' };
      return checkSession(claims.sid, claims.sub);
    },

    checkSession,

    /** The session's identity when this process holds it fresh (no database read); else undefined. */
    cachedIdentity(sessionId: string, userId: string): Identity | undefined {
      return cacheIdentities ? cachedIdentity(sessionId, userId) : undefined;
    },

    /** GET /api/auth/access-token: a fresh token for the same session, whose expiry moves on. */
    async reissue(identity: Identity): Promise<AuthResult> {
      const now = Date.now();
      await extendSession(db, identity.sessionId, toIso(now + ACCESS_TOKEN_LIFETIME_SECONDS * 1000));
      return { user: toUser(identity.user), access_token: sign(identity.user.id, identity.sessionId, now) };
    },

    /**
     * POST /api/auth/unlock (the lock screen): the signed-in user's password again. The same session goes on
     * with a fresh token — no second session is opened; a wrong password is a 400, not a 401, so it does not
     * sign the user out.
     */
    async unlock(identity: Identity, password: string): Promise<AuthResult> {
      if (!(await verifyPassword(password, identity.user.passwordHash)))
        throw invalidFields({ password: 'auth.checkPassword' });
      return this.reissue(identity);
    },

    async logout(identity: Identity): Promise<void> {
      await revokeSession(db, identity.sessionId, nowIso());
    },

    /** GET /api/auth: e-mail (or phone number) and password. */
    async signIn(login: string, password: string): Promise<AuthResult> {
      const name = login.trim();
      const user = PHONE_PATTERN.test(name) ? await users.findByPhone(name) : await users.findByEmail(name);
      if (!user) throw invalidFields({ email: 'auth.checkEmail' });
      await this.provePassword(user, password);
      return authResult(user);
    },

    /**
     * The account's password, with the same lockout as the sign-in form (also used to link a hosted
     * provider to an existing account: modules/identity). A disabled account is refused after the check.
     */
    async provePassword(user: UserRow, password: string): Promise<void> {
      const wait = await lockout.waitMs(user.id);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw tooManyRequests('auth.accountLocked', {
          params: { minutes: Math.ceil(seconds / 60) },
          headers: { 'retry-after': String(seconds) },
        });
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        await lockout.failed(user.id);
        throw invalidFields({ password: 'auth.checkPassword' });
      }
      await lockout.succeeded(user.id);
      if (fromDbBool(user.disabled))
        throw forbidden('auth.accountDisabled', { fields: { email: 'auth.accountDisabled' } });
    },

    /** A new session for a user another flow has identified (a hosted identity provider). */
    signInAs: authResult,

    /**
     * POST /api/auth/register. The seed's mock made everyone admin; here only the very first account
     * of an empty system is admin, later ones get `user` until an admin gives them more.
     */
    async register(input: { displayName: string; email: string; password: string }): Promise<AuthResult> {
      if (!config.allowRegistration) throw forbidden('auth.registrationClosed');
      // One transaction, so the first-admin marker and the account stand or fall together; a taken e-mail
      // (also one taken a moment ago by a racing request) is the 409 of usersService.create.
      const user = await inTransaction(db, async (trx) => {
        // In production the first admin comes from `npm run admin:create`, never from a race to register.
        const first = !config.production && (await claimFirstAdmin(trx, input.email));
        const roles: Role[] = first ? ['admin'] : ['user'];
        return usersService(trx, { passwordHashCost: config.passwordHashCost }).create({
          ...input,
          roles,
          source: 'api',
        });
      });
      return authResult(user);
    },

    /**
     * POST /api/message/loginPhoneCode. The same answer whether or not the phone is registered (a code
     * row is kept either way, so the 60-second limit does not tell either); only registered, enabled
     * accounts are actually sent the code.
     */
    async requestPhoneCode(phone: string): Promise<PhoneCodeResult> {
      await codes.issue(phone, async (code) => {
        const user = await users.findByPhone(phone);
        if (!user || fromDbBool(user.disabled)) return;
        await sender.send({
          channel: 'sms',
          recipient: phone,
          subject: '',
          body: translate('auth.smsCodeBody', 'zh-CN', { code }),
        });
      });
      return {
        code: 200,
        msg: 'ok',
        data: { expiresInSeconds: SMS_CODE_TTL_SECONDS, retryAfterSeconds: SMS_CODE_RESEND_SECONDS },
      };
    },

    /** POST /api/mobile/loginByPhone. After 5 wrong tries the code is dead, even for the right digits. */
    async loginByPhone(phone: string, code: string): Promise<PhoneLoginResult> {
      const user = await users.findByPhone(phone);
      await codes.use(phone, code, !user);
      if (!user) throw invalidFields({ code: 'auth.codeWrong' });
      if (fromDbBool(user.disabled)) throw forbidden('auth.accountDisabled');
      return phoneResult(user, phone);
    },

    /**
     * POST /api/mobile/loginByToken: the host application's HS256 app token `{ phone, exp }`.
     * Returns null for a valid token whose phone is not registered (the route answers not-exist).
     */
    async loginByToken(appToken: string): Promise<PhoneLoginResult | null> {
      const claims = verifyJwt(appToken, config.appTokenSecret);
      if (!claims || typeof claims.phone !== 'string' || typeof claims.exp !== 'number')
        throw unauthorized('auth.tokenLoginFailed');
      const user = await users.findByPhone(claims.phone);
      if (!user) return null;
      if (fromDbBool(user.disabled)) throw forbidden('auth.accountDisabled');
      return phoneResult(user, claims.phone);
    },

    /** Always quiet; a registered, enabled e-mail gets a one-time link valid for an hour. */
    async forgotPassword(email: string, origin: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user?.email || fromDbBool(user.disabled)) return;
      const link = await issueResetLink(db, { userId: user.id, origin, ttlSeconds: RESET_TOKEN_TTL_SECONDS });
      await sender.send({
        channel: 'email',
        recipient: user.email,
        subject: translate('auth.resetEmailSubject', 'zh-CN'),
        body: translate('auth.resetEmailBody', 'zh-CN', { link }),
      });
    },

    /** Sets the new password, uses up the link and ends every session of the account; the account. */
    async resetPassword(token: string, password: string): Promise<UserRow> {
      const row = await findPasswordReset(db, resetTokenHash(token));
      const now = nowIso();
      if (!row || row.usedAt !== null || row.expiresAt <= now) throw resetTokenInvalid();
      // inTransaction: the sessions' end is signalled once it committed (session-signal.ts).
      await inTransaction(db, async (trx) => {
        if (!(await usePasswordReset(trx, row.id, now))) throw resetTokenInvalid();
        await usersService(trx, { passwordHashCost: config.passwordHashCost }).setPassword(
          row.userId,
          password,
        );
        await revokeUserSessions(trx, row.userId, now);
      });
      return users.get(row.userId);
    },

    /**
     * POST /api/auth/change-password: the current password (counted by the sign-in lockout, a wrong one named
     * on its own field), then the new one; every other session of the account ends, the caller's goes on.
     */
    async changePassword(identity: Identity, currentPassword: string, password: string): Promise<void> {
      try {
        await this.provePassword(identity.user, currentPassword);
      } catch (error) {
        if (isAppError(error) && error.statusCode === 400)
          throw badRequest('profile.currentPasswordWrong', {
            fields: { currentPassword: 'profile.currentPasswordWrong' },
          });
        throw error;
      }
      await inTransaction(db, async (trx) => {
        await usersService(trx, { passwordHashCost: config.passwordHashCost }).setPassword(
          identity.user.id,
          password,
          identity.sessionId,
        );
      });
    },

    updateSelf: users.updateSelf.bind(users),
  };
}
export type AuthService = ReturnType<typeof authService>;
