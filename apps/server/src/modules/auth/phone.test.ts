import { phoneCodeResultSchema, phoneLoginResultSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toIso } from '../../db/values';
import { bearer, createUser, errorOf, lastOutbox } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { signAppToken } from './app-token';
import { signJwt } from './jwt';

const en = { 'accept-language': 'en' };

describe('phone flow (seed 000 §4, §7)', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  let ip = 0;
  /** Each call from its own client address unless given, so the per-IP limits stay out of the way. */
  const requestCode = (phone: string, remoteAddress = `10.0.0.${++ip}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/message/loginPhoneCode',
      query: { phone },
      headers: en,
      remoteAddress,
    });
  const loginByPhone = (phone: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/mobile/loginByPhone',
      headers: en,
      payload: { phone, code },
      remoteAddress: `10.1.0.${++ip}`,
    });
  const codeSentTo = async (phone: string) => /(\d{6})/.exec((await lastOutbox(ctx, phone))?.body ?? '')?.[1];

  describe('POST /api/message/loginPhoneCode', () => {
    it('sends a 6-digit code to a registered phone and answers an unknown one the same way', async () => {
      await createUser(ctx, ['members'], { phone: '13900001111' });
      const known = await requestCode('13900001111');
      const unknown = await requestCode('13900002222');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(phoneCodeResultSchema.parse(known.json()).data).toEqual({
        expiresInSeconds: 300,
        retryAfterSeconds: 60,
      });
      expect(await codeSentTo('13900001111')).toMatch(/^\d{6}$/);
      expect(await lastOutbox(ctx, '13900002222')).toBeUndefined();
      // Stored hashed, never in clear.
      const rows = await ctx.db.kysely.selectFrom('smsCodes').selectAll().execute();
      const code = await codeSentTo('13900001111');
      for (const row of rows) expect(row.codeHash).not.toContain(code);
    });

    it('validates the phone number', async () => {
      const response = await requestCode('12345');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ phone: 'Please enter a correct phone number.' });
    });

    it('allows one request per phone per 60 s (429 with the seconds to wait), known or not', async () => {
      await createUser(ctx, ['members'], { phone: '13900001111' });
      for (const phone of ['13900001111', '13900002222']) {
        expect((await requestCode(phone)).statusCode).toBe(200);
        const again = await requestCode(phone);
        expect(again.statusCode).toBe(429);
        expect(errorOf(again).code).toBe('TOO_MANY_REQUESTS');
        expect(errorOf(again).message).toMatch(/try again in (\d+) s/);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
      }
      // A minute later a new code replaces the old one.
      await ctx.db.kysely
        .updateTable('smsCodeRequests')
        .set({ requestedAt: toIso(Date.now() - 61_000) })
        .execute();
      expect((await requestCode('13900001111')).statusCode).toBe(200);
    });

    it('limits code requests per client address (429)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await requestCode(`1390000${String(3000 + i)}`, '10.9.9.9')).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });

  describe('POST /api/mobile/loginByPhone', () => {
    it('signs in with the code: code 200, msg = the token, data { user, phone }', async () => {
      const user = await createUser(ctx, ['members'], { phone: '13900001111' });
      await requestCode('13900001111');
      const response = await loginByPhone('13900001111', (await codeSentTo('13900001111')) ?? '');
      expect(response.statusCode).toBe(200);
      const body = phoneLoginResultSchema.parse(response.json());
      expect(body.data.phone).toBe('13900001111');
      expect(body.data.user).toMatchObject({ uid: user.id, role: ['members'] });
      // The token works in the phone flow's `token` header and as a Bearer token.
      for (const headers of [{ token: body.msg }, bearer(body.msg)]) {
        const check = await ctx.app.inject({ method: 'GET', url: '/api/quick-panel/data', headers });
        expect(check.statusCode).toBe(200);
      }
      // A code works once.
      const reused = await loginByPhone('13900001111', (await codeSentTo('13900001111')) ?? '');
      expect(reused.statusCode).toBe(400);
      expect(errorOf(reused).fields).toEqual({
        code: 'The verification code has expired; please request a new one.',
      });
    });

    it('answers a wrong code on the code field', async () => {
      await createUser(ctx, ['members'], { phone: '13900001111' });
      await requestCode('13900001111');
      const code = (await codeSentTo('13900001111')) ?? '';
      const wrong = await loginByPhone('13900001111', code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields).toEqual({ code: 'The verification code is wrong.' });
      const short = await loginByPhone('13900001111', '123');
      expect(errorOf(short).fields).toEqual({ code: 'The verification code has at least 6 digits.' });
    });

    it('refuses brute force: the sixth try fails even with the right code', async () => {
      await createUser(ctx, ['members'], { phone: '13900001111' });
      await requestCode('13900001111');
      const code = (await codeSentTo('13900001111')) ?? '';
      const wrongCode = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i += 1)
        expect((await loginByPhone('13900001111', wrongCode)).statusCode).toBe(400);
      const sixth = await loginByPhone('13900001111', code);
      expect(sixth.statusCode).toBe(400);
      expect(errorOf(sixth).fields).toEqual({
        code: 'Too many wrong verification codes; please request a new one.',
      });
    });

    it('refuses an expired code', async () => {
      await createUser(ctx, ['members'], { phone: '13900001111' });
      await requestCode('13900001111');
      await ctx.db.kysely
        .updateTable('smsCodes')
        .set({ expiresAt: toIso(Date.now() - 1) })
        .execute();
      const response = await loginByPhone('13900001111', (await codeSentTo('13900001111')) ?? '');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toHaveProperty('code');
    });

    it('never signs in an unknown phone', async () => {
      await requestCode('13900002222');
      const response = await loginByPhone('13900002222', '123456');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/mobile/loginByToken', () => {
    const loginByToken = (appToken: string, headers: Record<string, string> = en) =>
      ctx.app.inject({ method: 'POST', url: '/api/mobile/loginByToken', headers, payload: { appToken } });
    const appToken = (phone: string, expInSeconds = 600, secret = ctx.config.appTokenSecret) =>
      signAppToken(phone, secret, expInSeconds);

    it('signs in a known phone', async () => {
      const user = await createUser(ctx, ['undertaker'], { phone: '13700001111' });
      const response = await loginByToken(appToken('13700001111'));
      expect(response.statusCode).toBe(200);
      const body = phoneLoginResultSchema.parse(response.json());
      expect(body).toMatchObject({ code: 200, data: { phone: '13700001111', user: { uid: user.id } } });
    });

    it("answers an unknown phone with msg 'not-exist' and a responseMsg", async () => {
      const response = await loginByToken(appToken('13700009999'), {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 404,
        msg: 'not-exist',
        responseMsg: '该手机号未在系统中登记',
        error: { code: 'NOT_FOUND', message: '该手机号未在系统中登记' },
      });
    });

    it("answers a bad signature or an expired token with 'Failed to login with token.'", async () => {
      await createUser(ctx, ['undertaker'], { phone: '13700001111' });
      for (const token of [
        appToken('13700001111', 600, 'some-other-secret-some-other-secret'),
        appToken('13700001111', -1),
        'not-a-jwt',
        signJwt({ phone: '13700001111' }, ctx.config.appTokenSecret), // no expiry
      ]) {
        const response = await loginByToken(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'UNAUTHORIZED', message: 'Failed to login with token.' },
        });
      }
    });
  });
});
