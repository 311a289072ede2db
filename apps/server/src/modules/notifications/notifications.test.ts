import type { Notification, NotificationList, NotificationSettings, UnreadCount } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, testDialect, type TestContext } from '../../test/context';
import { insertUnit } from '../../test/task-rows';
import type { UserRow } from '../users/repository';
import { notificationsService } from './service';
import { dispatchPendingSms } from './sms';

/** Notifications through the service (as the workflow writes them) and the HTTP API, on TEST_DIALECT. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const people = new Map<string, UserRow>();
const { call, ok, fails } = apiClient(() => ctx, tokens);
const user = (name: string): UserRow => {
  const found = people.get(name);
  if (!found) throw new Error(`no user ${name}`);
  return found;
};

const PARAMS = {
  proposalNumber: '12',
  proposalTitle: '关于加快推进老旧小区改造的建议',
  unitName: '市发展和改革委员会',
};

async function notify(
  names: string[],
  kind: 'task_assigned' | 'reply_rejected' = 'task_assigned',
  now?: string,
) {
  const service = notificationsService(ctx.db.kysely);
  return inTransaction(ctx.db.kysely, (trx) =>
    service.notify(trx, {
      userIds: names.map((name) => user(name).id),
      kind,
      params: PARAMS,
      link: '/undertaker/undertaker/detail/p1',
      ...(now === undefined ? {} : { now }),
    }),
  );
}

const smsTo = async (name: string) =>
  ctx.db.kysely
    .selectFrom('outbox')
    .select(['body'])
    .where('channel', '=', 'sms')
    .where('recipient', '=', user(name).phone ?? '')
    .execute();

beforeAll(async () => {
  ctx = await createTestContext();
  // A test-only write route (never in the app): notifies in its transaction, like a workflow step.
  ctx.app.post<{ Body: { userIds: string[] } }>('/test/notify', async (request) =>
    inTransaction(ctx.db.kysely, (trx) =>
      notificationsService(trx).notify(trx, {
        userIds: request.body.userIds,
        kind: 'reply_submitted',
        params: PARAMS,
        link: '/apps/staff/task/t1',
      }),
    ),
  );
  await ctx.app.ready();
  const unitId = await insertUnit(ctx.db.kysely, '市发展和改革委员会');
  const otherUnit = await insertUnit(ctx.db.kysely);
  for (const [name, roles, unit] of [
    ['a1', ['undertaker'], unitId],
    ['a2', ['undertaker'], unitId],
    ['b1', ['undertaker'], otherUnit],
    ['staff', ['staff'], null],
    ['admin', ['admin'], null],
    ['quiet', ['staff'], null],
    ['nophone', ['members'], null],
  ] as const) {
    const created = await createUser(ctx, roles, {
      unitId: unit,
      ...(name === 'nophone' ? { phone: null } : {}),
    });
    people.set(name, created);
    tokens.set(name, await tokenFor(ctx, created));
  }
}, 60_000);
afterAll(() => ctx.close());

describe('addressing', () => {
  it("finds a unit's clerks and the committee staff (active accounts only; admins are not staff)", async () => {
    const service = notificationsService(ctx.db.kysely);
    const unitId = user('a1').unitId ?? '';
    expect((await service.usersOfUnit(ctx.db.kysely, unitId)).sort()).toEqual(
      [user('a1').id, user('a2').id].sort(),
    );
    const staff = await service.staffUserIds(ctx.db.kysely);
    expect(staff).toContain(user('staff').id);
    expect(staff).not.toContain(user('admin').id);
    await ctx.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', user('a2').id).execute();
    expect(await service.usersOfUnit(ctx.db.kysely, unitId)).toEqual([user('a1').id]);
    await ctx.db.kysely.updateTable('users').set({ disabled: 0 }).where('id', '=', user('a2').id).execute();
  });
});

describe('the list, the bell and marking read', () => {
  it('lists only my own, newest first, with the unread count and paging', async () => {
    expect((await notify(['a1', 'b1'])).created).toBe(2);
    // A second later: two notices written in the same millisecond have no "newest".
    await notify(['a1'], 'reply_rejected', new Date(Date.now() + 1000).toISOString());
    const list = await ok<NotificationList>('a1', 'GET', '/api/notifications?pageSize=1');
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 1, unreadCount: 2 });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      kind: 'reply_rejected',
      params: { ...PARAMS, dueDate: '', reason: '', personName: '' },
      link: '/undertaker/undertaker/detail/p1',
      readAt: null,
    });
    const second = await ok<NotificationList>('a1', 'GET', '/api/notifications?page=2&pageSize=1');
    expect(second.items[0]?.kind).toBe('task_assigned');
    expect(await ok<UnreadCount>('a1', 'GET', '/api/notifications/unread-count')).toEqual({ count: 2 });
    expect(await ok<UnreadCount>('staff', 'GET', '/api/notifications/unread-count')).toEqual({ count: 0 });
  });

  it('marks one read; someone else cannot read or mark it (404)', async () => {
    const [first] = (await ok<NotificationList>('a1', 'GET', '/api/notifications')).items;
    if (!first) throw new Error('no notification');
    expect((await fails(404, 'b1', 'POST', `/api/notifications/${first.id}/read`)).code).toBe('NOT_FOUND');
    await fails(404, 'a1', 'POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read');
    const read = await ok<Notification>('a1', 'POST', `/api/notifications/${first.id}/read`);
    expect(read.readAt).not.toBeNull();
    // Idempotent: the first reading time stays.
    expect((await ok<Notification>('a1', 'POST', `/api/notifications/${first.id}/read`)).readAt).toBe(
      read.readAt,
    );
    expect(await ok<UnreadCount>('a1', 'GET', '/api/notifications/unread-count')).toEqual({ count: 1 });
    const unread = await ok<NotificationList>('a1', 'GET', '/api/notifications?unread=true');
    expect(unread.total).toBe(1);
    expect(unread.items.every((item) => item.readAt === null)).toBe(true);
    // b1's own is untouched.
    expect(await ok<UnreadCount>('b1', 'GET', '/api/notifications/unread-count')).toEqual({ count: 1 });
  });

  it('marks all of mine read, and only mine', async () => {
    expect(await ok('a1', 'POST', '/api/notifications/read-all')).toEqual({ updated: 1 });
    expect(await ok('a1', 'POST', '/api/notifications/read-all')).toEqual({ updated: 0 });
    expect(await ok<UnreadCount>('a1', 'GET', '/api/notifications/unread-count')).toEqual({ count: 0 });
    expect(await ok<UnreadCount>('b1', 'GET', '/api/notifications/unread-count')).toEqual({ count: 1 });
  });

  it('needs a signed-in caller and a valid query', async () => {
    expect((await call('guest', 'GET', '/api/notifications')).statusCode).toBe(401);
    const error = await fails(400, 'a1', 'GET', '/api/notifications?unread=maybe&pageSize=500');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['pageSize', 'unread']);
  });
});

describe('SMS', () => {
  it('sends each pending SMS exactly once, even with two dispatchers at the same time', async () => {
    // Earlier requests may have started the app's own dispatcher in the background: let it finish.
    await ctx.app.smsDispatcher.run();
    for (let i = 0; i < 5; i += 1) await notify(['a2']);
    // A second "server": its own connection pool on PostgreSQL. On SQLite the second server shares the
    // connection: better-sqlite3 is synchronous, so two connections in one process would block each other.
    const second: Database = testDialect() === 'postgres' ? openDatabase(ctx.config.database) : ctx.db;
    try {
      const [one, two] = await Promise.all([
        dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log),
        dispatchPendingSms(second.kysely, ctx.app.messageSender, ctx.app.log),
      ]);
      expect(one.sent + two.sent).toBe(5);
    } finally {
      if (second !== ctx.db) await second.close();
    }
    const sms = await smsTo('a2');
    expect(sms).toHaveLength(5);
    expect(sms[0]?.body).toBe(
      '【市政协提案管理系统】市发展和改革委员会：第12号提案《关于加快推进老旧小区改造的建议》已交办给你单位，请及时签收。',
    );
    const states = await ctx.db.kysely
      .selectFrom('notifications')
      .select('smsState')
      .where('smsState', 'in', ['pending', 'sending'])
      .execute();
    expect(states).toEqual([]);
    expect((await dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log)).sent).toBe(0);
    expect(await smsTo('a2')).toHaveLength(5);
  });

  it('sends nothing to a user who switched SMS off, or who has no phone', async () => {
    expect(await ok<NotificationSettings>('quiet', 'GET', '/api/notifications/settings')).toEqual({
      smsNotifications: true,
    });
    expect(
      await ok<NotificationSettings>('quiet', 'PATCH', '/api/notifications/settings', {
        smsNotifications: false,
      }),
    ).toEqual({ smsNotifications: false });
    await fails(400, 'quiet', 'PATCH', '/api/notifications/settings', { smsNotifications: 'no' });
    await fails(400, 'quiet', 'PATCH', '/api/notifications/settings', { other: true });
    expect(await notify(['quiet', 'nophone'])).toEqual({ created: 2, smsPending: 0 });
    await dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log);
    expect(await smsTo('quiet')).toEqual([]);
    expect((await ok<NotificationList>('quiet', 'GET', '/api/notifications')).total).toBe(1);
    // Switched off after the notification was queued: still not sent.
    await ok('staff', 'PATCH', '/api/notifications/settings', { smsNotifications: true });
    expect(await notify(['staff'])).toMatchObject({ smsPending: 1 });
    // (The PATCH's own response may already run the dispatcher: either way nothing is sent.)
    await ok('staff', 'PATCH', '/api/notifications/settings', { smsNotifications: false });
    await dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log);
    expect(await smsTo('staff')).toEqual([]);
    const states = await ctx.db.kysely
      .selectFrom('notifications')
      .select('smsState')
      .where('userId', '=', user('staff').id)
      .execute();
    expect(states).toEqual([{ smsState: 'none' }]);
  });

  it('sends right after a request that queued SMS, without waiting for the scheduler', async () => {
    await dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log);
    const before = (await smsTo('b1')).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/notify',
      payload: { userIds: [user('b1').id] },
    });
    expect(response.json()).toEqual({ created: 1, smsPending: 1 });
    // The dispatch runs in the background after the response.
    await vi.waitFor(async () => expect(await smsTo('b1')).toHaveLength(before + 1), { timeout: 5000 });
    expect((await smsTo('b1')).map((sms) => sms.body)).toContainEqual(
      expect.stringContaining('已提交第12号提案'),
    );
  });

  it('marks a send that fails as failed, once', async () => {
    await notify(['a1']);
    const failing = { send: () => Promise.reject(new Error('gateway down')) };
    expect(await dispatchPendingSms(ctx.db.kysely, failing, ctx.app.log)).toMatchObject({ failed: 1 });
    expect(await dispatchPendingSms(ctx.db.kysely, ctx.app.messageSender, ctx.app.log)).toMatchObject({
      sent: 0,
      failed: 0,
    });
  });
});
