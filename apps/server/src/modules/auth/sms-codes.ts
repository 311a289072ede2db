import { createHmac, randomInt } from 'node:crypto';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_RESEND_SECONDS, SMS_CODE_TTL_SECONDS } from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId, nowIso, toIso } from '../../db/values';
import { invalidFields, tooManyRequests } from '../../http/errors';
import {
  claimSmsSlot,
  consumeSmsCode,
  countSmsAttempt,
  latestSmsCode,
  releaseSmsSlot,
  replaceSmsCode,
  smsSlotTakenAt,
} from './repository';

/**
 * The one SMS code machinery (sign-in by phone, and the public clue form): a 6-digit code stored as an
 * HMAC, living SMS_CODE_TTL_SECONDS, one per SMS_CODE_RESEND_SECONDS per key, dead after
 * SMS_CODE_MAX_ATTEMPTS wrong tries. A purpose other than sign-in prefixes its key (`clue:1380…`), so a
 * code sent for one purpose never works for another.
 */
export function smsCodes(db: Kysely<DB>, secret: string) {
  const codeHash = (key: string, code: string) =>
    createHmac('sha256', secret).update(`${key}:${code}`).digest('hex');

  return {
    /**
     * Takes the key's send slot (429 with Retry-After when a code went out less than a minute ago), stores
     * a new code and hands it to `deliver` (which may decide not to send). When `deliver` throws, nothing
     * was sent: the code is void and the slot given back, so the user may ask again at once.
     */
    async issue(key: string, deliver: (code: string) => Promise<void>): Promise<void> {
      const now = Date.now();
      // Taking the slot is the check: two racing requests cannot both pass it (claimSmsSlot).
      const cutoff = toIso(now - SMS_CODE_RESEND_SECONDS * 1000);
      if (!(await claimSmsSlot(db, key, toIso(now), cutoff))) {
        const takenAt = Date.parse((await smsSlotTakenAt(db, key)) ?? toIso(now));
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
        phone: key,
        codeHash: codeHash(key, code),
        expiresAt: toIso(now + SMS_CODE_TTL_SECONDS * 1000),
        attempts: 0,
        createdAt: toIso(now),
        consumedAt: null,
      });
      try {
        await deliver(code);
      } catch (error) {
        await consumeSmsCode(db, codeId, nowIso());
        await releaseSmsSlot(db, key, toIso(now));
        throw error;
      }
    },

    /**
     * Uses up the key's code if `code` is right (400 on the `code` field otherwise). `refuse` makes even the
     * right digits count as a wrong try (sign-in of an unknown phone).
     */
    async use(key: string, code: string, refuse = false): Promise<void> {
      const row = await latestSmsCode(db, key);
      if (!row || row.consumedAt !== null || row.expiresAt <= nowIso())
        throw invalidFields({ code: 'auth.codeExpired' });
      if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw invalidFields({ code: 'auth.codeTooManyAttempts' });
      if (refuse || codeHash(key, code) !== row.codeHash) {
        await countSmsAttempt(db, row.id);
        throw invalidFields({
          code: row.attempts + 1 >= SMS_CODE_MAX_ATTEMPTS ? 'auth.codeTooManyAttempts' : 'auth.codeWrong',
        });
      }
      if (!(await consumeSmsCode(db, row.id, nowIso()))) throw invalidFields({ code: 'auth.codeExpired' });
    },
  };
}
export type SmsCodes = ReturnType<typeof smsCodes>;
