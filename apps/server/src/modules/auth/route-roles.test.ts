import { hasAccess, ROLES, type AuthList, type Role } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';
import { registerAuthGuard, type ApiRoute } from './guard';

/**
 * Every /api route × every role, table-driven from each route's declared auth (collected at
 * registration), so a new route is covered without touching this file:
 * - public (auth null): never 401/403, never 5xx (a 4xx about the input is fine);
 * - guarded: guest 401; a role outside the list 403; a listed role neither 401 nor 403 nor 5xx.
 */
type Caller = Role | 'guest';
const CALLERS: readonly Caller[] = [
  ...(['admin', 'staff', 'user', 'undertaker', 'members', 'leader', 'approver'] as const),
  'guest',
];

function expected(auth: AuthList, caller: Caller): 'open' | 401 | 403 {
  if (auth === null || auth === undefined) return 'open';
  if (caller === 'guest') return hasAccess(auth, []) ? 'open' : 401;
  return hasAccess(auth, [caller]) ? 'open' : 403;
}

describe('route × role', () => {
  let ctx: TestContext;
  let routes: ApiRoute[];
  const users = new Map<Role, Awaited<ReturnType<typeof createUser>>>();

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
    routes = ctx.app.apiRoutes;
    for (const role of ROLES) users.set(role, await createUser(ctx, [role]));
  });
  afterAll(() => ctx.close());

  it('knows every role of the contract and collects the routes', () => {
    expect([...CALLERS].filter((c) => c !== 'guest').sort()).toEqual([...ROLES].sort());
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'GET /api/health',
      'POST /api/message/loginPhoneCode',
      'POST /api/mobile/loginByPhone',
      'POST /api/mobile/loginByToken',
      'POST /api/auth/register',
      'GET /api/auth',
      'GET /api/auth/access-token',
      'POST /api/auth/user/update',
      'POST /api/auth/logout',
      'GET /api/admin/users',
      'PATCH /api/admin/users/:id',
      'GET /api/units',
      'GET /api/quick-panel/data',
      'GET /api/proposals/export.xlsx',
      'GET /api/proposals/catalogue.xlsx',
      'GET /api/tasks/export.xlsx',
      'GET /api/admin/audit-log/export.xlsx',
      'GET /api/admin/units/export.xlsx',
      'GET /api/admin/users/export.xlsx',
      'GET /api/e-commerce-app/orders/export.xlsx',
      'GET /api/mail-app/mails/export.xlsx',
      'GET /api/contacts-app/contacts/export.xlsx',
      'GET /api/saved-views',
      'POST /api/saved-views',
      'PATCH /api/saved-views/:id',
      'DELETE /api/saved-views/:id',
      'PUT /api/saved-views/default',
    ]) {
      expect(names).toContain(route);
    }
  });

  it('answers every route for every role as its auth says', async () => {
    const failures: string[] = [];
    let ip = 0;
    // One session per role, signed in again after the logout route ends it: a sign-in per request was
    // ~2,000 password checks and sessions of the walk (bench/RESULTS.md, h-srv2). A route that ended a
    // session otherwise would fail every later request of that role with a 401, never pass one.
    const tokens = new Map<string, string>(); // by user id
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const caller of CALLERS) {
        const user = caller === 'guest' ? undefined : users.get(caller);
        let token = user && tokens.get(user.id);
        if (user && !token) tokens.set(user.id, (token = await tokenFor(ctx, user)));
        if (user && route.method === 'POST' && route.url === '/api/auth/logout') tokens.delete(user.id);
        const headers = token ? bearer(token) : {};
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          remoteAddress: `10.${Math.floor(ip / 250)}.0.${(ip++ % 250) + 1}`,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const want = expected(route.auth, caller);
        const status = response.statusCode;
        const ok = want === 'open' ? status !== 401 && status !== 403 && status < 500 : status === want;
        if (!ok) failures.push(`${route.method} ${route.url} as ${caller}: ${status}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 90_000);

  it('refuses to start with an /api route that declares no auth', async () => {
    const other = await createTestContext();
    try {
      const scope = other.app.register(async (api) => {
        registerAuthGuard(api, other.app.authService, []);
        api.get('/declared', { config: { auth: null } }, () => 'fine');
        await Promise.resolve();
        api.get('/unguarded', () => 'oops');
      });
      await expect(scope).rejects.toThrow(/GET \/unguarded declares no auth/);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
