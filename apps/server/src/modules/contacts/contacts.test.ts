import type { Contact, ContactsUser } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient, multipart } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** The contacts app's ten calls of seed 001 §7, the avatar upload and the committee directory. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const card = (name: string, extra: Partial<Contact> = {}) => ({
  name,
  lastName: '王',
  nickname: 'Wang',
  company: '市教育局',
  jobTitle: '科员',
  email: 'wang@example.cn',
  phone: '0571-87012345',
  address: '学院路 1 号',
  birthday: '1980-02-29',
  notes: '',
  ...extra,
});
const add = (who: string, name: string, extra: Partial<Contact> = {}) =>
  api.ok<Contact[]>(who, 'POST', '/api/contacts-app/add-contact', { newContact: card(name, extra) });
const idOf = (list: readonly Contact[], name: string) =>
  list.find((contact) => contact.name === name)?.id ?? '';

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  await ctx.db.kysely
    .insertInto('units')
    .values({
      id: 'unit-1',
      name: '市交通运输局',
      type: '政府',
      contactName: '赵联络',
      contactPhone: '0571-88888888',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .execute();
  const people = {
    ann: await createUser(ctx, ['members'], {
      displayName: '委员 甲',
      memberProfile: { sector: '教育界', party: '民盟', committee: '教科卫体委员会' },
    }),
    bob: await createUser(ctx, ['undertaker']),
    guestlike: await createUser(ctx, ['user']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('contacts app calls', () => {
  it('adds, lists, updates and removes contacts, answering the full list', async () => {
    const afterAdd = await add('ann', '晓明');
    expect(afterAdd).toHaveLength(1);
    expect(afterAdd[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(afterAdd[0]).toEqual({
      id: afterAdd[0]?.id,
      ...card('晓明'),
      avatar: '',
      readOnly: false,
      section: null,
    });
    await add('ann', '丽丽', { email: '', phone: '', birthday: '' });
    const id = idOf(await api.ok<Contact[]>('ann', 'GET', '/api/contacts-app/contacts'), '晓明');

    const updated = await api.ok<Contact[]>('ann', 'POST', '/api/contacts-app/update-contact', {
      contact: { id, ...card('晓明'), jobTitle: '副处长' },
    });
    expect(updated.find((contact) => contact.id === id)?.jobTitle).toBe('副处长');
    expect(updated).toHaveLength(2);

    const removed = await api.ok<Contact[]>('ann', 'POST', '/api/contacts-app/remove-contact', {
      contactId: id,
    });
    expect(removed.map((contact) => contact.name)).toEqual(['丽丽']);
    const many = await add('ann', '甲一');
    const rest = await api.ok<Contact[]>('ann', 'POST', '/api/contacts-app/remove-contacts', {
      contactIds: many.map((contact) => contact.id),
    });
    expect(rest).toEqual([]);
  });

  it('stars singly and in bulk, and lists starred and frequent contacts', async () => {
    const list = await Promise.all(['一', '二', '三'].map((name) => add('bob', name))).then(() =>
      api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts?id=all'),
    );
    const [a, b, c] = ['一', '二', '三'].map((name) => idOf(list, name));
    const star = (path: string, body: object) =>
      api.ok<ContactsUser>('bob', 'POST', `/api/contacts-app/${path}`, body);
    expect((await star('toggle-starred-contact', { contactId: a })).starred).toEqual([a]);
    expect((await star('toggle-starred-contacts', { contactIds: [a, b] })).starred).toEqual([b]);
    expect((await star('set-contacts-starred', { contactIds: [a, b, c] })).starred.sort()).toEqual(
      [a, b, c].sort(),
    );
    const user = await star('set-contacts-unstarred', { contactIds: [a, c] });
    expect(user).toMatchObject({ starred: [b], frequentContacts: [] });
    expect(Array.isArray(user.groups)).toBe(true);
    expect(user.name).toMatch(/测试用户/);
    const starred = await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts?id=starred');
    expect(starred.map((contact) => contact.id)).toEqual([b]);
    expect(await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts?id=frequent')).toEqual([]);
    // The seed's "else all".
    expect(await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts?id=whatever')).toHaveLength(3);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const email = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: card('名', { email: 'not-an-email' }),
    });
    expect(Object.keys(email.fields ?? {}).join()).toMatch(/email/);
    const name = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: card('  '),
    });
    expect(Object.keys(name.fields ?? {}).join()).toMatch(/name/);
    const phone = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: card('名', { phone: 'call me' }),
    });
    expect(Object.keys(phone.fields ?? {}).join()).toMatch(/phone/);
    const birthday = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: card('名', { birthday: '2023-02-30' }),
    });
    expect(Object.keys(birthday.fields ?? {}).join()).toMatch(/birthday/);
    const avatar = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: card('名', { avatar: 'javascript:alert(1)' }),
    });
    expect(Object.keys(avatar.fields ?? {}).join()).toMatch(/avatar/);
    const ids = await api.fails(400, 'ann', 'POST', '/api/contacts-app/remove-contacts', { contactIds: [] });
    expect(Object.keys(ids.fields ?? {}).join()).toMatch(/contactIds/);
    const missing = await api.fails(400, 'ann', 'POST', '/api/contacts-app/toggle-starred-contact', {});
    expect(Object.keys(missing.fields ?? {}).join()).toMatch(/contactId/);
    const noId = await api.fails(400, 'ann', 'POST', '/api/contacts-app/update-contact', {
      contact: card('名'),
    });
    expect(Object.keys(noId.fields ?? {}).join()).toMatch(/id/);
    await api.fails(401, 'nobody', 'GET', '/api/contacts-app/contacts');
  });

  it("keeps two users' contacts apart: another's id is unknown", async () => {
    const mine = await add('ann', '私人联系人');
    const id = idOf(mine, '私人联系人');
    expect(
      (await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts')).some((c) => c.id === id),
    ).toBe(false);
    const calls: [string, object][] = [
      ['update-contact', { contact: { id, ...card('改名') } }],
      ['remove-contact', { contactId: id }],
      ['remove-contacts', { contactIds: [id] }],
      ['toggle-starred-contact', { contactId: id }],
      ['toggle-starred-contacts', { contactIds: [id] }],
      ['set-contacts-starred', { contactIds: [id] }],
      ['set-contacts-unstarred', { contactIds: [id] }],
    ];
    for (const [path, body] of calls) {
      const error = await api.fails(404, 'bob', 'POST', `/api/contacts-app/${path}`, body);
      expect(Object.keys(error.fields ?? {}).join()).toMatch(/contactId|id/);
    }
    // A bulk call naming one foreign id changes nothing of the caller's own.
    const own = idOf(await add('bob', '自己的'), '自己的');
    await api.fails(404, 'bob', 'POST', '/api/contacts-app/set-contacts-starred', { contactIds: [own, id] });
    expect((await api.ok<ContactsUser>('bob', 'GET', '/api/contacts-app/user')).starred).not.toContain(own);
    const still = await api.ok<Contact[]>('ann', 'GET', '/api/contacts-app/contacts');
    expect(still.find((contact) => contact.id === id)).toMatchObject({ name: '私人联系人' });
    expect((await api.ok<ContactsUser>('ann', 'GET', '/api/contacts-app/user')).starred).not.toContain(id);
  });

  it('keeps stars consistent under concurrent toggles, and a removal racing an edit is a 404, never a 500', async () => {
    const id = idOf(await add('bob', '并发'), '并发');
    const toggles = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('bob', 'POST', '/api/contacts-app/toggle-starred-contacts', { contactIds: [id] }),
      ),
    );
    expect(toggles.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    // Ten flips, each applied once: back where it started.
    expect((await api.ok<ContactsUser>('bob', 'GET', '/api/contacts-app/user')).starred).not.toContain(id);

    const [removed, updated] = await Promise.all([
      api.call('bob', 'POST', '/api/contacts-app/remove-contact', { contactId: id }),
      api.call('bob', 'POST', '/api/contacts-app/update-contact', { contact: { id, ...card('并发改') } }),
    ]);
    expect(removed.statusCode).toBe(200);
    expect([200, 404]).toContain(updated.statusCode);
    const list = await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts');
    expect(list.some((contact) => contact.id === id)).toBe(false);
  });

  it('serves the committee directory read-only to committee roles', async () => {
    const user = await api.ok<ContactsUser>('ann', 'GET', '/api/contacts-app/user');
    const group = user.groups.find((entry) => entry.id === 'directory');
    expect(group).toMatchObject({ readOnly: true, key: 'directory' });
    const directory = await api.ok<Contact[]>('bob', 'GET', '/api/contacts-app/contacts?id=directory');
    expect(group?.contactIds).toEqual(directory.map((entry) => entry.id));
    expect(directory).toContainEqual(
      expect.objectContaining({ name: '委员 甲', section: '教育界', jobTitle: '民盟', readOnly: true }),
    );
    expect(directory).toContainEqual(
      expect.objectContaining({
        name: '赵联络',
        company: '市交通运输局',
        phone: '0571-88888888',
        readOnly: true,
      }),
    );
    const entry = directory[0]!.id;
    for (const [path, body] of [
      ['update-contact', { contact: { id: entry, ...card('改') } }],
      ['remove-contact', { contactId: entry }],
      ['remove-contacts', { contactIds: [entry] }],
      ['toggle-starred-contact', { contactId: entry }],
      ['set-contacts-starred', { contactIds: [entry] }],
    ] as const) {
      const error = await api.fails(403, 'bob', 'POST', `/api/contacts-app/${path}`, body);
      expect(error.message).toMatch(/只读/);
    }
    expect(await api.ok<Contact[]>('guestlike', 'GET', '/api/contacts-app/contacts?id=directory')).toEqual(
      [],
    );
  });

  it('uploads an avatar only as a real, small image and serves it at its signed address', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const upload = (name: string, type: string, content: Buffer) => {
      const body = multipart(name, type, content);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/contacts-app/avatar',
        headers: { ...body.headers, authorization: `Bearer ${tokens.get('ann')}` },
        payload: body.payload,
      });
    };
    const ok = await upload('face.png', 'image/png', png);
    expect(ok.statusCode, ok.body).toBe(200);
    const { url } = ok.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/contacts-app\/avatars\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    await add('ann', '有头像', { avatar: url });

    expect((await upload('face.png', 'image/png', Buffer.from('<svg onload=alert(1)>'))).statusCode).toBe(
      415,
    );
    expect((await upload('face.svg', 'image/svg+xml', Buffer.from('<svg/>'))).statusCode).toBe(415);
    const big = await upload('big.png', 'image/png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toMatch(/2 MB/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/contacts-app/avatars/not-a-uuid' })).statusCode,
    ).toBe(400);
    const unknown = '/api/contacts-app/avatars/00000000-0000-4000-8000-000000000000';
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });
});
