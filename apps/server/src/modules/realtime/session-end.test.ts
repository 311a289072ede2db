import { REALTIME_CLOSE, type RealtimeServerEvent, type Role } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { bearer, createUser, lastOutbox, TEST_PASSWORD, tokenFor } from '../../test/accounts';
import { realtimeTestContext } from '../../test/realtime';
import { notificationsService } from '../notifications/service';
import type { UserRow } from '../users/repository';
import { connectRealtime, type RealtimeClient } from './testing';

/**
 * A realtime socket lives only as long as its session and its rights: sign-out, a disabled account and a
 * password change close it with "session ended"; a change of roles closes it with "rights changed", and the
 * socket opened again hears only what the new roles may.
 */
describe('realtime sockets end with their session', () => {
  let ctx: Awaited<ReturnType<typeof realtimeTestContext>>;
  let baseUrl: string;
  let adminToken: string;
  const open: RealtimeClient[] = [];

  beforeAll(async () => {
    ctx = await realtimeTestContext();
    baseUrl = await ctx.listen();
    adminToken = await tokenFor(ctx, await createUser(ctx, ['admin']));
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await ctx.close();
  });

  const connect = async (token: string) => {
    const client = await connectRealtime(baseUrl, token);
    open.push(client);
    await client.next((event) => event.type === 'ready');
    return client;
  };
  /** The close code, or a failure after a generous wait (the socket stayed open). */
  const closeCode = (client: RealtimeClient) =>
    Promise.race([
      client.closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the socket was not closed')), 15_000),
      ),
    ]);
  /** Proves a socket still open and hearing: a new notification's count reaches it. */
  const stillHears = async (client: RealtimeClient, user: UserRow) => {
    const before = client.events.length;
    await inTransaction(ctx.db.kysely, (trx) =>
      notificationsService(trx).notify(trx, {
        userIds: [user.id],
        kind: 'task_assigned',
        params: { proposalTitle: '测试' },
        link: '/apps/unit-tasks',
      }),
    );
    await client.next((event) => event.type === 'notification' && client.events.indexOf(event) >= before);
  };
  const admin = (method: 'PATCH' | 'POST', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(adminToken), payload });
  const person = async (roles: Role[] = ['members']) => {
    const user = await createUser(ctx, roles);
    return { user, first: await tokenFor(ctx, user), second: await tokenFor(ctx, user) };
  };

  it('sign-out closes the sockets of that session ("session ended"), not the others', async () => {
    const { user, first, second } = await person();
    const signedOut = await connect(first);
    const other = await connect(second);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(204);
    expect(await closeCode(signedOut)).toBe(REALTIME_CLOSE.sessionEnded);
    await stillHears(other, user);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
  });

  it('disabling the account closes all its sockets ("session ended")', async () => {
    const { user, first, second } = await person();
    const sockets = [await connect(first), await connect(second)];
    const response = await admin('PATCH', `/api/admin/users/${user.id}`, { disabled: true });
    expect(response.statusCode, response.body).toBe(200);
    for (const socket of sockets) expect(await closeCode(socket)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('a password change closes the other sessions’ sockets; a reset by link closes all', async () => {
    const { user, first, second } = await person();
    const changer = await connect(first);
    const other = await connect(second);
    const newPassword = 'Harbour-Light-42';
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(first),
      payload: { currentPassword: TEST_PASSWORD, password: newPassword, passwordConfirm: newPassword },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await closeCode(other)).toBe(REALTIME_CLOSE.sessionEnded);
    await stillHears(changer, user);

    await ctx.app.authService.forgotPassword(user.email!, 'http://localhost');
    const link = (await lastOutbox(ctx, user.email!))?.body ?? '';
    const token = /reset-password\?token=([\w-]+)/.exec(link)?.[1];
    expect(token).toBeDefined();
    await ctx.app.authService.resetPassword(token!, 'Quiet-Meadow-73');
    expect(await closeCode(changer)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('a role change closes with "rights changed"; the new socket hears only what the new roles may', async () => {
    const { user, first } = await person(['members']);
    const before = await connect(first);
    const changed = await admin('PATCH', `/api/admin/users/${user.id}`, { roles: ['user'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closeCode(before)).toBe(REALTIME_CLOSE.rightsChanged);

    // The session stands: the socket opens again, now as a plain user, who may not chat.
    const after = await connect(first);
    const witness = await connect(adminToken);
    const staff = await createUser(ctx, ['staff']);
    await connect(await tokenFor(ctx, staff));
    // The staff member's presence went to every socket in one pass: the witness (admin) heard it…
    await witness.next((event) => event.type === 'presence' && event.userId === staff.id);
    // …and whatever the plain user's socket was sent, it has before this later notification.
    await stillHears(after, user);
    const chatEvents = after.events.filter((event: RealtimeServerEvent) => event.type === 'presence');
    expect(chatEvents).toEqual([]);
  });
});
