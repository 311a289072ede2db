import {
  demoAccount,
  proposalListQuerySchema,
  proposalListSchema,
  type DemoAccountKey,
  type ProposalListQueryInput,
} from '@cppcc/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSerializerCompiler } from '../../http/json-serializer';
import { bearer } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import type { Caller } from '../auth/guard';
import { proposalsService } from './service';

/**
 * The proposal lists' JSON from the compiled writer (http/json-serializer.ts) is byte for byte what zod's
 * encode + JSON.stringify gave, on the demo seed's real answers, on the dialect of TEST_DIALECT.
 */
let ctx: TestContext;
const route = { schema: proposalListSchema, method: 'GET', url: '/api/proposals', httpStatus: '200' };
const compiled = jsonSerializerCompiler(route);
const zod = serializerCompiler(route);

beforeAll(async () => {
  ctx = await createTestContext({ seeded: true });
  await ctx.app.ready();
}, 180_000);
afterAll(() => ctx.close());

async function signIn(key: DemoAccountKey): Promise<{ token: string; caller: Caller }> {
  const token = (await ctx.app.authService.signIn(demoAccount(key).email, 'Cppcc@2026')).access_token;
  const check = await ctx.app.authService.checkAccessToken(token);
  if (!check.ok) throw new Error(`${key} not signed in`);
  const { user, roles } = check.identity;
  return { token, caller: { id: user.id, roles, unitId: user.unitId } };
}

const queries: ProposalListQueryInput[] = [
  {},
  { scope: 'mine' },
  { state: 'submitted' },
  { state: 'registered,handling', sort: 'number', order: 'asc', pageSize: '100' },
  { q: '养老' },
  { q: '提案', page: '2' },
  { key: 'true' },
];

describe('the proposal lists’ JSON', () => {
  it.each<DemoAccountKey>(['staff', 'member', 'admin'])('is zod’s, byte for byte, for %s', async (key) => {
    const { token, caller } = await signIn(key);
    const service = proposalsService(ctx.db.kysely, { dialect: ctx.db.dialect });
    let rows = 0;
    for (const query of queries) {
      const answer = await service.list(caller, proposalListQuerySchema.parse(query));
      rows += answer.items.length;
      const text = zod(answer);
      expect(compiled(answer)).toBe(text);
      // And the route answers the same bytes (nothing written between the two reads).
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const response = await ctx.app.inject({ url: `/api/proposals?${search}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(text);
    }
    expect(rows).toBeGreaterThan(0);
  });
});
