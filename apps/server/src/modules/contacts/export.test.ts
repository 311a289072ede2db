import { contactFullName, type Contact } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';
import { workbookRows } from '../../test/xlsx';

/**
 * Issue 30 §3: the contacts list filtered and sorted by the contract's rule on the server, the list route and
 * its export alike — the caller's own contacts only.
 */
describe('contacts export', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>;
  const tokens = new Map<string, string>();
  const add = (who: string, lastName: string, name: string, company: string) =>
    api.ok<Contact[]>(who, 'POST', '/api/contacts-app/add-contact', {
      newContact: {
        name,
        lastName,
        nickname: '',
        company,
        jobTitle: '科员',
        email: `${lastName}${name}@example.cn`.replace(/[^\x20-\x7e]/g, 'x'),
        phone: '0571-87012345',
        address: '',
        birthday: '',
        notes: '',
      },
    });
  const sheet = (who: string, query: string) =>
    api.call(who, 'GET', `/api/contacts-app/contacts/export.xlsx${query}`, undefined, {
      'accept-language': 'zh-CN',
    });
  const filters = encodeURIComponent(JSON.stringify([['company', 'contains', '教育']]));

  beforeAll(async () => {
    ctx = await createTestContext();
    for (const who of ['ann', 'bob'])
      tokens.set(who, await tokenFor(ctx, await createUser(ctx, ['members'])));
    api = apiClient(() => ctx, tokens);
    await add('ann', '张', '伟', '市教育局');
    await add('ann', '王', '静', '市卫健委');
    await add('ann', '李', '娜', '区教育局');
    await add('bob', '赵', '敏', '市教育局');
  });
  afterAll(() => ctx.close());

  it('writes the rows the list route answers for the same filter and sort, in the chosen columns', async () => {
    for (const order of ['asc', 'desc']) {
      const query = `?id=all&filters=${filters}&sort=name&order=${order}`;
      const list = await api.ok<Contact[]>('ann', 'GET', `/api/contacts-app/contacts${query}`);
      const names = list.map(contactFullName);
      expect(names).toEqual(order === 'asc' ? ['李娜', '张伟'] : ['张伟', '李娜']);
      const rows = await workbookRows(await sheet('ann', `${query}&columns=company,name`));
      expect(rows).toEqual([
        ['单位', '姓名'],
        ...list.map((contact) => [contact.company, contactFullName(contact)]),
      ]);
    }
    const all = await workbookRows(await sheet('ann', '?sort=name'));
    expect(all[0]).toEqual(['姓名', '邮箱', '电话', '单位', '职务', '分组']);
    expect(all.slice(1).map((row) => row[0])).toEqual(['李娜', '王静', '张伟']);
  });

  it('answers 400 naming a malformed filter or an unknown column', async () => {
    const error = await api.fails(
      400,
      'ann',
      'GET',
      '/api/contacts-app/contacts?filters=%5B%5B%22colour%22%5D%5D',
    );
    expect(error.fields).toHaveProperty('filters');
    expect((await sheet('ann', '?filters=%7B')).statusCode).toBe(400);
    const bad = await sheet('ann', '?columns=name,colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('colour');
  });
});
