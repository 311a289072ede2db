import { contactListSchema, type Contact } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 31 §2: add-contact with the template's default picture path, beside our own form. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.set('ann', await tokenFor(ctx, await createUser(ctx, ['members'])));
}, 60_000);
afterAll(() => ctx.close());

const added = async (payload: object, name: string): Promise<Contact | undefined> =>
  contactListSchema
    .parse(await api.ok('ann', 'POST', '/api/contacts-app/add-contact', payload))
    .find((contact) => contact.name === name);

describe('contacts add-contact as the template sends it', () => {
  it('reads the template’s relative default avatar as no picture', async () => {
    const contact = await added(
      { newContact: { name: '模板', lastName: '', avatar: 'assets/images/avatars/profile.jpg' } },
      '模板',
    );
    expect(contact).toMatchObject({ name: '模板', avatar: '' });
    const updated = await api.ok<Contact[]>('ann', 'POST', '/api/contacts-app/update-contact', {
      contact: { ...contact, avatar: 'assets/images/avatars/alice.jpg' },
    });
    expect(updated.find((item) => item.id === contact?.id)).toMatchObject({ avatar: '' });
  });

  it('keeps our own form: a same-site path or none', async () => {
    expect(await added({ newContact: { name: '本站', avatar: '/uploads/a.png' } }, '本站')).toMatchObject({
      avatar: '/uploads/a.png',
    });
    expect(await added({ newContact: { name: '无图' } }, '无图')).toMatchObject({ avatar: '' });
    const refused = await api.fails(400, 'ann', 'POST', '/api/contacts-app/add-contact', {
      newContact: { name: '坏', avatar: 'javascript:alert(1)' },
    });
    expect(Object.keys(refused.fields ?? {}).some((path) => path.endsWith('avatar'))).toBe(true);
  });
});
