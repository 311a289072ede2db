import { hasAccess, ROLES } from '@cppcc/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../test/accounts';
import { createTestContext, testDialect, type TestContext } from '../test/context';
import { operationIdOf } from './openapi';

/**
 * The OpenAPI document passes Redocly's recommended rules with no error (issue 31 §3), and what it says
 * about access matches what the guard does: every operation's security and 401/403 are checked against
 * the routes' declared auth and against real calls by a guest and by a caller of a role it refuses.
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;
/** OpenAPI 3.1 cannot describe a WebSocket: @fastify/websocket hides its routes from the document. */
const WEBSOCKETS = new Set(['GET /api/realtime']);

describe(`OpenAPI document (${testDialect()})`, () => {
  let ctx: TestContext;
  let paths: Paths;
  const operation = (method: string, url: string) =>
    paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
    paths = (ctx.app.swagger() as unknown as { paths: Paths }).paths;
  });
  afterAll(() => ctx.close());

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(ctx.app.swagger()),
      absoluteRef: '/openapi.json',
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.info(
      `OpenAPI lint: ${errors.length} errors, ${warnings.length} warnings (${[...new Set(warnings.map((w) => w.ruleId))].join(', ')})`,
    );
    expect(
      errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('names every operation once, from its method and path', () => {
    expect(operationIdOf('GET', '/api/proposals/:id/attachments')).toBe('getProposalsByIdAttachments');
    expect(operationIdOf('POST', '/api/todo-app/new-todo')).toBe('postTodoAppNewTodo');
    expect(operationIdOf('GET', '/api/topics/export.docx')).toBe('getTopicsExportDocx');
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each route its guard's security and 401/403, and downloads their media types", () => {
    const wrong: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const op = operation(route.method, route.url);
      const name = `${route.method} ${route.url}`;
      if (!op) {
        if (!WEBSOCKETS.has(name)) wrong.push(`${name}: not in the document`);
        continue;
      }
      const guestsIn = hasAccess(route.auth, []);
      const refusesARole = route.auth != null && ROLES.some((role) => !hasAccess(route.auth, [role]));
      if (guestsIn !== (op.security?.length === 0))
        wrong.push(`${name}: security ${JSON.stringify(op.security)}`);
      if (!guestsIn && !op.responses['401']) wrong.push(`${name}: no 401`);
      if (refusesARole && !op.responses['403']) wrong.push(`${name}: no 403`);
      // A JSON answer with no schema at all is a download declared without its media types.
      const json = op.responses['200']?.content?.['application/json']?.schema;
      if (json && Object.keys(json).length === 0) wrong.push(`${name}: 200 is "any JSON"`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the 401 a guest and the 403 a refused role really get', async () => {
    const token = await tokenFor(ctx, await createUser(ctx, ['user']));
    const wrong: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      if (hasAccess(route.auth, [])) continue;
      const url = route.url.replace(/:(\w+)/g, 'x');
      const asGuest = await ctx.app.inject({ method: route.method as 'GET', url });
      const op = operation(route.method, route.url);
      if (!op?.responses[asGuest.statusCode])
        wrong.push(`${route.method} ${url} as a guest: ${asGuest.statusCode}`);
      if (hasAccess(route.auth, ['user'])) continue;
      const asUser = await ctx.app.inject({ method: route.method as 'GET', url, headers: bearer(token) });
      if (!op?.responses[asUser.statusCode])
        wrong.push(`${route.method} ${url} as a user: ${asUser.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
