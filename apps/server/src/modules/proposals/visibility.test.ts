import type { ProposalDetail } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { CONTENT, workflowFixture } from '../../test/workflow';

/** Reads of other people's proposals follow THE visibility rule (repository.ts `visibleTo`). */
describe('proposal visibility', () => {
  const w = workflowFixture();
  beforeAll(() => w.setup([['bob', ['members']]]), 60_000);
  afterAll(() => w.close());

  const similarIds = async (who: string, title: string) =>
    (await w.ok<{ items: { id: string }[] }>(who, 'POST', '/api/proposals/similar', { title })).items.map(
      (item) => item.id,
    );

  it("shows a member no similar proposal of another member's that they cannot open", async () => {
    const title = '关于加快湿地公园生态修复的建议';
    const registered = await w.registered(title, 'alice');
    expect((await w.call('bob', 'GET', `/api/proposals/${registered.id}`)).statusCode).toBe(404);
    expect(await similarIds('bob', title)).not.toContain(registered.id);
    // Its signer and the office still find it.
    expect(await similarIds('alice', title)).toContain(registered.id);
    expect(await similarIds('staff', title)).toContain(registered.id);
  });

  it('a member demoted to role user no longer lists or opens what they signed', async () => {
    const ctx = w.context();
    const dora = await createUser(ctx, ['members']);
    const token = await tokenFor(ctx, dora);
    const headers = bearer(token);
    const created = (
      await ctx.app.inject({ method: 'POST', url: '/api/proposals', headers, payload: CONTENT })
    ).json<ProposalDetail>();
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/proposals?scope=mine', headers })).json<{
        items: { id: string }[];
      }>();
    expect((await list()).items.map((item) => item.id)).toContain(created.id);

    await w.ok('admin', 'PATCH', `/api/admin/users/${dora.id}`, { roles: ['user'] });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/proposals?scope=mine', headers });
    expect(after.statusCode === 403 || after.json<{ items: unknown[] }>().items.length === 0).toBe(true);
    const open = await ctx.app.inject({ method: 'GET', url: `/api/proposals/${created.id}`, headers });
    expect([403, 404]).toContain(open.statusCode);
  });
});
