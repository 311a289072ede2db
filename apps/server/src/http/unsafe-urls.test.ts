import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../test/accounts';
import { apiClient } from '../test/client';
import { createTestContext, type TestContext } from '../test/context';

/** Picture addresses a user gives are shown to others: only http(s) and paths on this site are kept. */
describe('user-given picture addresses', () => {
  let ctx: TestContext;
  const tokens = new Map<string, string>();
  const api = apiClient(() => ctx, tokens);

  beforeAll(async () => {
    ctx = await createTestContext();
    tokens.set('staff', await tokenFor(ctx, await createUser(ctx, ['staff'])));
  });
  afterAll(() => ctx.close());

  const update = (photoURL: string) => ({ user: { data: { photoURL } } });

  it.each(['javascript:alert(document.cookie)', '//evil.example/a.png', 'data:text/html,x'])(
    'refuses photoURL %s with 400 naming the field, and keeps the old one',
    async (url) => {
      await api.ok('staff', 'POST', '/api/auth/user/update', update('/assets/avatars/a.png'));
      const error = await api.fails(400, 'staff', 'POST', '/api/auth/user/update', update(url));
      expect(Object.keys(error.fields ?? {}).join()).toContain('photoURL');
      const me = await api.ok<{ user: { data: { photoURL: string } } }>(
        'staff',
        'GET',
        '/api/auth/access-token',
      );
      expect(me.user.data.photoURL).toBe('/assets/avatars/a.png');
    },
  );

  it('refuses a javascript: chat avatar and accepts an https one', async () => {
    const error = await api.fails(400, 'staff', 'POST', '/api/chat/user/data', {
      avatar: 'javascript:alert(1)',
    });
    expect(Object.keys(error.fields ?? {}).join()).toContain('avatar');
    const saved = await api.ok<{ avatar: string }>('staff', 'POST', '/api/chat/user/data', {
      avatar: 'https://example.org/me.png',
    });
    expect(saved.avatar).toBe('https://example.org/me.png');
  });
});
