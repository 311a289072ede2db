import {
  SAVED_VIEWS_PER_USER_MAX,
  type SavedView,
  type SavedViewCreateBody,
  type SavedViewList,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, testDialect, type TestContext } from '../../test/context';

/** Saved views (issue 30 §3): each person's own, staff's shared ones, who edits, limits and defaults. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const LIST = 'proposals.staff';
const view = (name: string, extra: Partial<SavedViewCreateBody> = {}): SavedViewCreateBody => ({
  listId: LIST,
  name,
  params: { state: 'registered', sort: 'number', order: 'asc' },
  columns: ['title', 'number', 'state'],
  ...extra,
});
const create = (who: string, body: SavedViewCreateBody) =>
  api.ok<SavedView>(who, 'POST', '/api/saved-views', body);
const listOf = (who: string, listId = LIST) =>
  api.ok<SavedViewList>(who, 'GET', `/api/saved-views?listId=${listId}`);
const names = (list: SavedViewList) => list.items.map((item) => item.name);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    staff: await createUser(ctx, ['staff'], { displayName: '工作人员甲' }),
    staff2: await createUser(ctx, ['staff']),
    admin: await createUser(ctx, ['admin']),
    member: await createUser(ctx, ['members']),
    member2: await createUser(ctx, ['members']),
    many: await createUser(ctx, ['members']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe(`saved views (${testDialect()})`, () => {
  it('saves, lists, renames, changes and deletes a view of its owner', async () => {
    const created = await create('member', view('已立案', { listId: 'proposals.member' }));
    expect(created).toMatchObject({
      listId: 'proposals.member',
      name: '已立案',
      params: { state: 'registered', sort: 'number', order: 'asc' },
      columns: ['title', 'number', 'state'],
      shared: false,
      editable: true,
    });
    expect(names(await listOf('member', 'proposals.member'))).toEqual(['已立案']);
    // Views belong to their list.
    expect(names(await listOf('member'))).toEqual([]);

    const renamed = await api.ok<SavedView>('member', 'PATCH', `/api/saved-views/${created.id}`, {
      name: '  本届已立案 ',
      columns: ['state', 'title'],
      params: { q: '交通', page: '3' },
    });
    // Trimmed; the page is never part of a view.
    expect(renamed).toMatchObject({ name: '本届已立案', columns: ['state', 'title'], params: { q: '交通' } });
    expect(renamed.updatedAt >= created.updatedAt).toBe(true);

    const deleted = await api.call('member', 'DELETE', `/api/saved-views/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await listOf('member', 'proposals.member')).items).toEqual([]);
    await api.fails(404, 'member', 'DELETE', `/api/saved-views/${created.id}`);
  });

  it("answers 404 for another person's private view, to everyone including an admin", async () => {
    const mine = await create('member', view('我的', { listId: 'proposals.member' }));
    const own = await create('staff', view('只给自己'));
    for (const [who, id] of [
      ['member2', mine.id],
      ['staff', mine.id],
      ['admin', mine.id],
      ['staff2', own.id],
      ['admin', own.id],
    ] as const) {
      await api.fails(404, who, 'PATCH', `/api/saved-views/${id}`, { name: '偷改' });
      await api.fails(404, who, 'DELETE', `/api/saved-views/${id}`);
      await api.fails(404, who, 'PUT', '/api/saved-views/default', { listId: LIST, viewId: id });
    }
    expect(names(await listOf('member2', 'proposals.member'))).toEqual([]);
    expect(names(await listOf('staff2'))).not.toContain('只给自己');
    expect(names(await listOf('admin'))).not.toContain('只给自己');
  });

  it('shares a staff view with all staff: they read it, only its owner or an admin edits it', async () => {
    const shared = await create('staff', view('待交办', { shared: true }));
    expect(shared).toMatchObject({ shared: true, owner: { displayName: '工作人员甲' } });

    const seen = await listOf('staff2');
    expect(seen.items.find((item) => item.id === shared.id)).toMatchObject({ editable: false });
    expect((await listOf('admin')).items.find((item) => item.id === shared.id)).toMatchObject({
      editable: true,
    });
    // Members are not of the staff group: a shared view does not exist for them.
    expect(names(await listOf('member'))).not.toContain('待交办');
    await api.fails(404, 'member', 'PATCH', `/api/saved-views/${shared.id}`, { name: 'x' });

    const refused = await api.fails(403, 'staff2', 'PATCH', `/api/saved-views/${shared.id}`, { name: '改' });
    expect(refused.message).toMatch(/创建者或管理员/);
    await api.fails(403, 'staff2', 'DELETE', `/api/saved-views/${shared.id}`);

    // Another staff member picks it as their default; the admin renames it.
    await api.ok('staff2', 'PUT', '/api/saved-views/default', { listId: LIST, viewId: shared.id });
    expect((await listOf('staff2')).defaultViewId).toBe(shared.id);
    const renamed = await api.ok<SavedView>('admin', 'PATCH', `/api/saved-views/${shared.id}`, {
      name: '待交办（全体）',
    });
    expect(renamed.name).toBe('待交办（全体）');

    // Unshared: gone for the others, and from their defaults; the owner keeps it.
    await api.ok('staff', 'PATCH', `/api/saved-views/${shared.id}`, { shared: false });
    const after = await listOf('staff2');
    expect(after.items.map((item) => item.id)).not.toContain(shared.id);
    expect(after.defaultViewId).toBeNull();
    expect(names(await listOf('staff'))).toContain('待交办（全体）');

    // Shared again, then deleted by an admin.
    await api.ok('staff', 'PATCH', `/api/saved-views/${shared.id}`, { shared: true });
    expect((await api.call('admin', 'DELETE', `/api/saved-views/${shared.id}`)).statusCode).toBe(204);
    expect(names(await listOf('staff'))).not.toContain('待交办（全体）');
  });

  it('lets only staff share a view', async () => {
    const refused = await api.fails(
      403,
      'member',
      'POST',
      '/api/saved-views',
      view('共享', { listId: 'proposals.member', shared: true }),
    );
    expect(refused.fields?.shared).toMatch(/工作人员/);
    const own = await create('member', view('不共享', { listId: 'proposals.member' }));
    await api.fails(403, 'member', 'PATCH', `/api/saved-views/${own.id}`, { shared: true });
  });

  it('sets, answers and clears the default view, of the same list only', async () => {
    const a = await create('member2', view('甲', { listId: 'proposals.member' }));
    const other = await create('member2', view('乙', { listId: 'contacts', columns: ['name'] }));
    expect((await listOf('member2', 'proposals.member')).defaultViewId).toBeNull();
    const set = await api.ok<SavedViewList>('member2', 'PUT', '/api/saved-views/default', {
      listId: 'proposals.member',
      viewId: a.id,
    });
    expect(set.defaultViewId).toBe(a.id);
    const wrong = await api.fails(400, 'member2', 'PUT', '/api/saved-views/default', {
      listId: 'proposals.member',
      viewId: other.id,
    });
    expect(wrong.fields?.viewId).toMatch(/不属于这个列表/);
    await api.ok('member2', 'PUT', '/api/saved-views/default', { listId: 'proposals.member', viewId: null });
    expect((await listOf('member2', 'proposals.member')).defaultViewId).toBeNull();
    // Deleting the default view clears the default.
    await api.ok('member2', 'PUT', '/api/saved-views/default', { listId: 'proposals.member', viewId: a.id });
    await api.call('member2', 'DELETE', `/api/saved-views/${a.id}`);
    expect((await listOf('member2', 'proposals.member')).defaultViewId).toBeNull();
  });

  it('refuses bad input with a 400 naming the field, in the caller’s language', async () => {
    const long = await api.fails(400, 'member', 'POST', '/api/saved-views', view('长'.repeat(61)));
    expect(long.fields?.name).toMatch(/60/);
    const blank = await api.fails(400, 'member', 'POST', '/api/saved-views', view('   '));
    expect(blank.fields?.name).toMatch(/请输入视图名称/);
    const column = await api.fails(
      400,
      'member',
      'POST',
      '/api/saved-views',
      view('列', { columns: ['nope'] }),
    );
    expect(column.fields?.columns).toMatch(/不属于这个列表/);
    const repeated = await api.fails(
      400,
      'member',
      'POST',
      '/api/saved-views',
      view('重', { columns: ['title', 'title'] }),
    );
    expect(repeated.fields?.columns).toBeDefined();
    const list = await api.fails(
      400,
      'member',
      'POST',
      '/api/saved-views',
      view('表', { listId: 'nope' as 'users' }),
    );
    expect(list.fields?.listId).toMatch(/没有这个列表/);
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, 'x']));
    await api.fails(400, 'member', 'POST', '/api/saved-views', view('多', { params: tooMany }));
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-views',
      headers: { authorization: `Bearer ${tokens.get('member') ?? ''}`, 'accept-language': 'en' },
      payload: view(''),
    });
    expect(english.statusCode).toBe(400);
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields.name).toBe(
      'Enter a name for the view.',
    );
    const own = await create('member', view('改列', { listId: 'proposals.member' }));
    const changed = await api.fails(400, 'member', 'PATCH', `/api/saved-views/${own.id}`, {
      columns: ['registeredAt'],
    });
    expect(changed.fields?.columns).toMatch(/不属于这个列表/);
    await api.fails(400, 'member', 'PATCH', `/api/saved-views/${own.id}`, { owner: 'x' });
  });

  it('keeps names unique per person and list, and at most the limit of views per person', async () => {
    await create('staff2', view('同名'));
    const taken = await api.fails(409, 'staff2', 'POST', '/api/saved-views', view('同名'));
    expect(taken.fields?.name).toMatch(/同名/);
    // Another person, or another list, may use the name.
    await create('staff', view('同名'));
    await create('staff2', view('同名', { listId: 'proposals.catalogue', columns: [] }));

    const existing = (await listOf('many', 'contacts')).items.length;
    for (let i = existing; i < SAVED_VIEWS_PER_USER_MAX; i += 1)
      await create('many', view(`视图${i}`, { listId: 'contacts', columns: [] }));
    const over = await api.fails(
      409,
      'many',
      'POST',
      '/api/saved-views',
      view('再一个', { listId: 'contacts', columns: [] }),
    );
    expect(over.message).toMatch(String(SAVED_VIEWS_PER_USER_MAX));
    expect((await listOf('many', 'contacts')).items).toHaveLength(SAVED_VIEWS_PER_USER_MAX);
  });

  it('keeps the limit when one person saves several views at once', async () => {
    const racer = await createUser(ctx, ['staff']);
    tokens.set('racer', await tokenFor(ctx, racer));
    for (let i = 0; i < SAVED_VIEWS_PER_USER_MAX - 2; i += 1)
      await create('racer', view(`r${i}`, { columns: [] }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.call('racer', 'POST', '/api/saved-views', view(`并发${i}`))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await listOf('racer')).items).toHaveLength(SAVED_VIEWS_PER_USER_MAX);
  });
});
