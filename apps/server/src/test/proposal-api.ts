/**
 * The proposal workflow's API tests (issue 5), one database per test file: seven people by name (members
 * alice, bob and carol, staff, admin, a plain user, an undertaker), two sessions with 十五届三次会议 current,
 * and calls as one of them. `useProposalApi()` registers the file's beforeAll/afterAll.
 */
import type { ProposalDetail, Role } from '@cppcc/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createUser, tokenFor } from './accounts';
import type { Method } from './client';
import { createTestContext, type TestContext } from './context';

export const CONTENT = {
  title: '关于加快推进老旧小区改造的建议',
  analysis: '我市老旧小区普遍存在管网老化、停车难等问题。',
  suggestions: '一是建立资金共担机制；二是推进加装电梯。',
  categoryCode: 'society',
};

const PEOPLE: [string, Role[]][] = [
  ['alice', ['members']],
  ['bob', ['members']],
  ['carol', ['members']],
  ['staff', ['staff']],
  ['admin', ['admin']],
  ['user', ['user']],
  ['undertaker', ['undertaker']],
];

export function useProposalApi() {
  let ctx: TestContext | undefined;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  const context = () => {
    if (!ctx) throw new Error('useProposalApi: the beforeAll has not run');
    return ctx;
  };

  async function call(who: string, method: Method, url: string, payload?: unknown) {
    const token = tokens.get(who);
    return context().app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  /** The JSON of a 200 answer; anything else fails the test with the status and body. */
  async function ok<T = ProposalDetail>(
    who: string,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<T> {
    const response = await call(who, method, url, payload);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }
  async function draft(who = 'alice', content: object = CONTENT): Promise<ProposalDetail> {
    return ok(who, 'POST', '/api/proposals', content);
  }
  async function act(who: string, proposal: { id: string; version: number }, body: object) {
    return call(who, 'POST', `/api/proposals/${proposal.id}/transitions`, {
      version: proposal.version,
      ...body,
    });
  }
  async function submitted(who = 'alice'): Promise<ProposalDetail> {
    const created = await draft(who);
    const response = await act(who, created, { action: 'submit' });
    expect(response.statusCode).toBe(200);
    return response.json<ProposalDetail>();
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
    for (const [name, roles] of PEOPLE) {
      const user = await createUser(ctx, roles, { displayName: `测试${name}` });
      ids.set(name, user.id);
      tokens.set(name, await tokenFor(ctx, user));
    }
    await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 2, year: 2025, isCurrent: false });
    await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 3, year: 2026, isCurrent: true });
  }, 60_000);
  afterAll(() => ctx?.close());

  return { context, tokens, ids, call, ok, draft, act, submitted };
}
