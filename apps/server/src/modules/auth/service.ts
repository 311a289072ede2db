import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  NOT_EXIST,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_SECONDS,
  SMS_CODE_MAX_ATTEMPTS,
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
import {
  claimFirstAdmin,
  claimSmsSlot,
  consumeSmsCode,
  countSmsAttempt,
  extendSession,
  findPasswordReset,
  findSession,
  insertPasswordReset,
  insertSession,
  latestSmsCode,
  releaseSmsSlot,
  replaceSmsCode,
  revokeSession,
  revokeUserSessions,
  smsSlotTakenAt,
  usePasswordReset,
} from './repository';

export interface AuthDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'jwtSecret' | 'appTokenSecret' | 'allowRegistration' | 'passwordHashCost'> &
    Partial<Pick<Config, 'redisUrl'>>;
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
  const codeHash = (phone: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`${phone}:${code}`).digest('hex');

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

  return {
    /** Checks a presented access token: signature, expiry, session not revoked, user not disabled. */
    async checkAccessToken(token: string): Promise<TokenCheck> {
      const claims = verifyJwt(token, config.jwtSecret);
      if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string')
        return { ok: false, reason: 'invalid' };
      const cached = cacheIdentities ? cachedIdentity(claims.sid, claims.sub) : undefined;
      if (cached) return { ok: true, identity: cached };
      const session = await findSession(db, claims.sid);
      if (!session || session.userId !== claims.sub || session.revokedAt !== null) {
        return { ok: false, reason: 'invalid' };
      }
      if (session.expiresAt <= nowIso()) return { ok: false, reason: 'invalid' };
      const user = await users.findById(claims.sub);
      if (!user) return { ok: false, reason: 'invalid' };
      if (fromDbBool(user.disabled)) return { ok: false, reason: 'disabled' };
      const identity = { user, roles: rolesOf(user), sessionId: session.id };
      if (cacheIdentities) keepIdentity(identity, session.expiresAt);
      return { ok: true, identity };
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
        const roles: Role[] = (await claimFirstAdmin(trx, input.email)) ? ['admin'] : ['user'];
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
      const now = Date.now();
      // Taking the slot is the check: two racing requests cannot both pass it (claimSmsSlot).
      const cutoff = toIso(now - SMS_CODE_RESEND_SECONDS * 1000);
      if (!(await claimSmsSlot(db, phone, toIso(now), cutoff))) {
        const takenAt = Date.parse((await smsSlotTakenAt(db, phone)) ?? toIso(now));
        const wait = Math.max(1, Math.ceil((takenAt + SMS_CODE_RESEND_SECONDS * 1000 - now) / 1000));
        throw tooManyRequests('auth.codeTooSoon', {
          params: { seconds: wait },
          headers: { 'retry-after': String(wait) },
        });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeId = newId();
      await replaceSmsCode(db, {
        id: codeId,
        phone,
        codeHash: codeHash(phone, code),
        expiresAt: toIso(now + SMS_CODE_TTL_SECONDS * 1000),
        attempts: 0,
        createdAt: toIso(now),
        consumedAt: null,
      });
      const user = await users.findByPhone(phone);
      if (user && !fromDbBool(user.disabled)) {
        try {
          await sender.send({
            channel: 'sms',
            recipient: phone,
            subject: '',
            body: translate('auth.smsCodeBody', 'zh-CN', { code }),
          });
        } catch (error) {
          // Nothing was sent: the code is void and the user may ask again at once.
          await consumeSmsCode(db, codeId, nowIso());
          await releaseSmsSlot(db, phone, toIso(now));
          throw error;
        }
      }
      return {
        code: 200,
        msg: 'ok',
        data: { expiresInSeconds: SMS_CODE_TTL_SECONDS, retryAfterSeconds: SMS_CODE_RESEND_SECONDS },
      };
    },

    /** POST /api/mobile/loginByPhone. After 5 wrong tries the code is dead, even for the right digits. */
    async loginByPhone(phone: string, code: string): Promise<PhoneLoginResult> {
      const row = await latestSmsCode(db, phone);
      if (!row || row.consumedAt !== null || row.expiresAt <= nowIso())
        throw invalidFields({ code: 'auth.codeExpired' });
      if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw invalidFields({ code: 'auth.codeTooManyAttempts' });
      const user = await users.findByPhone(phone);
      if (codeHash(phone, code) !== row.codeHash || !user) {
        await countSmsAttempt(db, row.id);
        throw invalidFields({
          code: row.attempts + 1 >= SMS_CODE_MAX_ATTEMPTS ? 'auth.codeTooManyAttempts' : 'auth.codeWrong',
        });
      }
      if (!(await consumeSmsCode(db, row.id, nowIso()))) throw invalidFields({ code: 'auth.codeExpired' });
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
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await insertPasswordReset(db, {
        id: newId(),
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: toIso(now + RESET_TOKEN_TTL_SECONDS * 1000),
        createdAt: toIso(now),
        usedAt: null,
      });
      const link = `${origin}${RESET_PASSWORD_PATH}?token=${token}`;
      await sender.send({
        channel: 'email',
        recipient: user.email,
        subject: translate('auth.resetEmailSubject', 'zh-CN'),
        body: translate('auth.resetEmailBody', 'zh-CN', { link }),
      });
    },

    /** Sets the new password, uses up the link and ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<void> {
      const row = await findPasswordReset(db, sha256(token));
      const now = nowIso();
      if (!row || row.usedAt !== null || row.expiresAt <= now) throw resetTokenInvalid();
      await db.transaction().execute(async (trx) => {
        if (!(await usePasswordReset(trx, row.id, now))) throw resetTokenInvalid();
        await usersService(trx, { passwordHashCost: config.passwordHashCost }).setPassword(
          row.userId,
          password,
        );
        await revokeUserSessions(trx, row.userId, now);
      });
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
      await db.transaction().execute(async (trx) => {
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
