import { authResultSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toIso } from '../../db/values';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * Requests that race (issue 3): fired together through app.inject, so their queries interleave on SQLite's
 * one connection and run side by side on PostgreSQL's pool. Checks must hold in the database, not in a
 * read-then-write of the service.
 */
const en = { 'accept-language': 'en' };
let ip = 0;
const nextIp = () => `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

describe('racing requests', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  const register = (email: string, displayName = 'Racing User') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: en,
      remoteAddress: nextIp(),
      payload: { displayName, email, password: 'river-lantern-42' },
    });
  const requestCode = (phone: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/message/loginPhoneCode',
      query: { phone },
      headers: en,
      remoteAddress: nextIp(),
    });
  const userRoles = async () =>
    (await ctx.db.kysely.selectFrom('users').select(['email', 'roles']).execute()).map((row) => ({
      email: row.email,
      roles: JSON.parse(row.roles) as string[],
    }));
  const outboxTo = (recipient: string) =>
    ctx.db.kysely.selectFrom('outbox').selectAll().where('recipient', '=', recipient).execute();

  describe('first registrations', () => {
    it('the same e-mail twice at once: one account, the other a clean 409 on the email field', async () => {
      const responses = await Promise.all([register('same@example.com'), register('SAME@example.com')]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((r) => r.statusCode === 409);
      expect(errorOf(refused ?? responses[0])).toEqual({
        code: 'CONFLICT',
        message: 'The email is already in use',
        fields: { email: 'The email is already in use' },
      });
      // The winner is the first account, so the admin; nothing else was written.
      expect(await userRoles()).toEqual([{ email: 'same@example.com', roles: ['admin'] }]);
    });

    it('two different first accounts at once: exactly one becomes admin', async () => {
      const responses = await Promise.all(
        ['a@example.com', 'b@example.com', 'c@example.com'].map((email) => register(email)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const roles = responses.map((r) => authResultSchema.parse(r.json()).user.role);
      expect(roles.filter((role) => role.includes('admin'))).toEqual([['admin']]);
      expect(roles.filter((role) => role.includes('user'))).toHaveLength(2);
    });

    it('a taken e-mail is the same 409 when the requests do not race', async () => {
      expect((await register('taken@example.com')).statusCode).toBe(200);
      const again = await register('Taken@Example.com');
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).fields).toEqual({ email: 'The email is already in use' });
      expect(await userRoles()).toHaveLength(1);
    });

    it('an admin creating two users with the same phone at once: one 201, one 409 on the phone field', async () => {
      const admin = await createUser(ctx, ['admin']);
      const headers = { ...en, ...bearer(await tokenFor(ctx, admin)) };
      const create = (name: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers,
          payload: {
            displayName: name,
            phone: '13900007777',
            password: 'river-lantern-42',
            roles: ['staff'],
          },
        });
      const responses = await Promise.all([create('王小明'), create('李小红')]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((r) => r.statusCode === 409) ?? responses[0];
      expect(errorOf(refused).fields).toEqual({ phone: 'The phone number is already in use' });
      const rows = await ctx.db.kysely
        .selectFrom('users')
        .selectAll()
        .where('phone', '=', '13900007777')
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('phone codes: one per phone per 60 s', () => {
    it('racing requests for a registered phone: one code sent, the rest 429', async () => {
      await createUser(ctx, ['members'], { phone: '13900008888' });
      const responses = await Promise.all(Array.from({ length: 4 }, () => requestCode('13900008888')));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
      for (const refused of responses.filter((r) => r.statusCode === 429)) {
        expect(errorOf(refused).code).toBe('TOO_MANY_REQUESTS');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await outboxTo('13900008888')).toHaveLength(1);
      const codes = await ctx.db.kysely
        .selectFrom('smsCodes')
        .selectAll()
        .where('phone', '=', '13900008888')
        .execute();
      expect(codes).toHaveLength(1);
    });

    it('racing requests for an unknown phone answer the same way (one 200, the rest 429)', async () => {
      const responses = await Promise.all(Array.from({ length: 3 }, () => requestCode('13900009999')));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
      expect(await outboxTo('13900009999')).toHaveLength(0);
    });

    it('a minute later the slot opens again, still for only one of racing requests', async () => {
      await createUser(ctx, ['members'], { phone: '13900008888' });
      expect((await requestCode('13900008888')).statusCode).toBe(200);
      await ctx.db.kysely
        .updateTable('smsCodeRequests')
        .set({ requestedAt: toIso(Date.now() - 61_000) })
        .execute();
      const responses = await Promise.all([requestCode('13900008888'), requestCode('13900008888')]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      expect(await outboxTo('13900008888')).toHaveLength(2);
      // The newer code replaced the older one: only one is still usable.
      const live = await ctx.db.kysely
        .selectFrom('smsCodes')
        .selectAll()
        .where('phone', '=', '13900008888')
        .where('consumedAt', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
    });
  });
});
