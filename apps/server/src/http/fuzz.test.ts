import { errorBodySchema, type Role } from '@cppcc/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../test/accounts';
import { createTestContext, testDialect, type TestContext } from '../test/context';
import { badInput, type FuzzInput, type Operation } from '../test/fuzz-inputs';

/**
 * Generated bad requests over every route of the OpenAPI document (fast-check, fixed seed): never a 5xx
 * nor a dropped request, every non-2xx in the error shape, naming the field when a schema refused it.
 * FUZZ_RUNS sets the requests per route (`npm run test:fuzz` runs more; figures in bench/RESULTS.md).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 115);
const SEED = 20261125;
const IN_FLIGHT = 4;

/** Routes a bad request may not touch without breaking the run itself. */
const SKIPPED: Record<string, string> = {
  // Ends the session the run signs in with; every later request of that caller would be a 401.
  'POST /api/auth/logout': 'ends the signed-in session',
  // A WebSocket upgrade: inject() cannot hold the socket, and the realtime test covers its bad tokens.
  'GET /api/realtime': 'WebSocket',
};

type Caller = 'admin' | 'staff' | 'member' | 'unit' | 'user' | 'guest';
const ROLE_OF: Record<Exclude<Caller, 'guest'>, Role> = {
  admin: 'admin',
  staff: 'staff',
  member: 'members',
  unit: 'undertaker',
  user: 'user',
};
const CALLERS = [...(Object.keys(ROLE_OF) as Caller[]), 'guest'] as const;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Failure {
  request: string;
  input: string;
  status: number | 'no answer';
  body: string;
}

describe(`fuzz (${testDialect()})`, () => {
  let ctx: TestContext;
  const tokens = new Map<Caller, string>();
  let operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
    for (const [caller, role] of Object.entries(ROLE_OF))
      tokens.set(caller as Caller, await tokenFor(ctx, await createUser(ctx, [role])));
    const document = ctx.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method: method.toUpperCase(),
        path,
        operation: item[method] as Operation,
      })),
    );
  });
  afterAll(() => ctx?.close());

  it('covers every route the app registered', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const missing = ctx.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route) && !(route in SKIPPED));
    expect(missing).toEqual([]);
  });

  it(
    'answers every generated bad request with a 4xx in the error shape, never a 5xx',
    async () => {
      const failures: Failure[] = [];
      let requests = 0;
      let fuzzed = 0;
      let ip = 0;
      const started = Date.now();
      for (const [index, { method, path, operation }] of operations.entries()) {
        const route = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (route in SKIPPED || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
        fuzzed += 1;
        const arbitrary = fc.tuple(badInput(path, operation), fc.constantFrom(...CALLERS));
        const samples = fc.sample(arbitrary, { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
        // A few requests in flight at once, as real clients send them (and PostgreSQL's waits overlap).
        for (let at = 0; at < samples.length; at += IN_FLIGHT) {
          const batch = samples.slice(at, at + IN_FLIGHT);
          const answers = await Promise.all(
            batch.map(([input, caller]) =>
              send(method, input, caller, `10.${(ip >> 8) & 255}.${ip++ & 255}.1`, operation),
            ),
          );
          answers.forEach((failure, i) => {
            const [input, caller] = batch[i]!;
            if (failure)
              failures.push({ ...failure, request: `${method} ${input.url.slice(0, 200)} as ${caller}` });
          });
          requests += batch.length;
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const fiveHundreds = failures.filter((f) => f.status === 'no answer' || f.status >= 500).length;
      console.log(
        `fuzz ${testDialect()}: ${requests} requests over ${operations.length} operations, ` +
          `(${fuzzed} fuzzed), ${fiveHundreds} 5xx/no answer, ${failures.length} failures, ${seconds}s`,
      );
      for (const failure of failures.slice(0, 40))
        console.log(
          `  ${failure.status} ${failure.request}\n    input: ${failure.input}\n    body: ${failure.body}`,
        );
      expect(requests).toBe(fuzzed * RUNS_PER_ROUTE);
      expect(failures.map((f) => `${f.status} ${f.request} (${f.input})`)).toEqual([]);
    },
    // A safety net, not a measure: 160–185 s in CI's runs, 240 s when both dialects' walks met Chromium at
    // load 20 (bench/RESULTS.md, 2026-11-30), so 5 s a route's run leaves room on a busy machine.
    Math.max(120_000, RUNS_PER_ROUTE * 5_000),
  );

  /** One request; a failure when it is a 5xx, dropped, a non-2xx outside the error shape or the document. */
  async function send(
    method: string,
    input: FuzzInput,
    caller: Caller,
    remoteAddress: string,
    operation: Operation,
  ) {
    const token = tokens.get(caller);
    const describe = `${input.target} ${input.payload ? `payload ${String(input.payload).slice(0, 120)}` : ''}`;
    let response;
    try {
      response = await ctx.app.inject({
        method: method as 'GET',
        url: input.url,
        remoteAddress,
        headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}), ...input.headers },
        ...(input.payload === undefined ? {} : { payload: input.payload }),
      });
    } catch (error) {
      return { input: describe, status: 'no answer' as const, body: String(error) };
    }
    const status = response.statusCode;
    if (status >= 200 && status < 300) return undefined;
    const fail = { input: describe, status, body: response.body.slice(0, 300) };
    if (status >= 500) return fail;
    // Every status a route answers is in its OpenAPI operation (issue 31 §3); a path with dot segments
    // is resolved by the client to another route, whose answer this operation does not describe.
    if (!operation.responses?.[status] && !/\/\.\.?(\/|$)/.test(input.url))
      return { ...fail, body: `undocumented status: ${fail.body}` };
    let parsed;
    try {
      parsed = errorBodySchema.safeParse(response.json());
    } catch {
      return fail;
    }
    if (!parsed.success) return fail;
    // A schema refusal names what it refused.
    if (
      status === 400 &&
      parsed.data.error.message === 'The request is not valid.' &&
      !parsed.data.error.fields
    )
      return fail;
    return undefined;
  }
});
