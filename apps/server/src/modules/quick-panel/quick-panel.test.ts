import { DEMO_PASSWORD, quickPanelDataSchema } from '@cppcc/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

describe('GET /api/quick-panel/data', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext({ seeded: true });
  });
  afterEach(() => ctx.close());

  it("returns the signed-in user's own notes and events", async () => {
    const { access_token } = await ctx.app.authService.signIn('member@cppcc.demo', DEMO_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/quick-panel/data',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
    const data = quickPanelDataSchema.parse(response.json());
    expect(data.notes.length).toBeGreaterThan(0);
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.notes[0]?.title).toBe('提案撰写要点');

    const fresh = bearer(await tokenFor(ctx, await createUser(ctx, ['user'])));
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/quick-panel/data', headers: fresh });
    expect(empty.json()).toEqual({ notes: [], events: [] });
  });
});
