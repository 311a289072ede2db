import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../test/accounts';
import { createTestContext, testDialect, type TestContext } from '../test/context';

/**
 * The document is usable by a generated client (issue 31 §3): types generated from it with
 * openapi-typescript, a small typed fetch wrapper over them, one call of each tag against the app on an
 * ephemeral port, and the compiler over the calls (wrong paths, parameters and bodies must not compile).
 */

/** The typed wrapper and the calls, written beside the generated `paths.d.ts`. */
const USAGE = `
import type { paths } from './paths';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type Op<M extends Method, P extends PathsWith<M>> = paths[P] extends Record<M, infer O> ? O : never;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content: object } ? ArrayBuffer : undefined;
type Answer<O> = O extends { responses: infer R } ? { [S in keyof R]: { status: S; data: Json<R[S]> } }[keyof R] : never;
type Init<O> = (O extends { parameters: { path: infer X } } ? { path: X } : { path?: never }) &
  (O extends { parameters: { query?: infer Q } } ? { query?: Q } : object) &
  (O extends { requestBody: { content: { 'application/json': infer B } } } ? { body: B } : { body?: never });

export function client(baseUrl: string, token?: string) {
  return async function call<M extends Method, P extends PathsWith<M>>(method: M, url: P, init: Init<Op<M, P>>): Promise<Answer<Op<M, P>>> {
    const { path = {}, query = {}, body } = init as { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const filled = String(url).replace(/\\{(\\w+)\\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = token ? { authorization: 'Bearer ' + token } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + filled + (search ? '?' + search : ''), { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const data: unknown = json ? await response.json() : await response.arrayBuffer();
    return { status: response.status, data } as Answer<Op<M, P>>;
  };
}

type Call = ReturnType<typeof client>;
/** [method, path, status] of each call, for the test to match with the document's tags. */
export async function run(as: { admin: Call; member: Call; unit: Call; guest: Call }): Promise<[string, string, number][]> {
  const done: [string, string, number][] = [];
  const note = (method: string, url: string, status: number) => done.push([method, url, status]);
  const { admin, member, unit, guest } = as;

  const health = await guest('get', '/api/health', {});
  if (health.status === 200) { const text: string = health.data.status; void text; }
  note('get', '/api/health', health.status);
  note('get', '/api/auth/providers', (await guest('get', '/api/auth/providers', {})).status);
  note('get', '/api/public/replies', (await guest('get', '/api/public/replies', {})).status);
  note('get', '/api/public/clues/intake', (await guest('get', '/api/public/clues/intake', {})).status);

  const fresh = await admin('get', '/api/auth/access-token', {});
  if (fresh.status === 200) { const token: string = fresh.data.access_token; void token; }
  note('get', '/api/auth/access-token', fresh.status);
  const users = await admin('get', '/api/admin/users', { query: { page: 1 } });
  if (users.status === 200) { const total: number = users.data.total; void total; }
  note('get', '/api/admin/users', users.status);
  for (const url of ['/api/units', '/api/quick-panel/data', '/api/sessions', '/api/workflow-settings', '/api/proposals',
    '/api/tasks', '/api/statistics/topics', '/api/supervision/leaders', '/api/admin/events', '/api/todo-app/todos',
    '/api/notifications', '/api/chat/contacts', '/api/contacts-app/contacts', '/api/calendar-app/events',
    '/api/mail-app/folders', '/api/notes-app/labels', '/api/faq', '/api/scrumboard-app/boards',
    '/api/file-manager-app/folders', '/api/icons', '/api/project-dashboard-app/projects', '/api/academy-app/categories',
    '/api/e-commerce-app/products', '/api/profile/timeline', '/api/clue-campaigns', '/api/topics', '/api/selections',
    '/api/urging/counts', '/api/duty-records/rules', '/api/compilations', '/api/unit-assessment', '/api/admin/audit-log',
    '/api/suggestions/replay'] as const) {
    note('get', url, (await admin('get', url, {})).status);
  }
  note('get', '/api/consultations/unit-figures', (await unit('get', '/api/consultations/unit-figures', {})).status);
  note('get', '/api/saved-views', (await member('get', '/api/saved-views', { query: { listId: 'proposals.member' } })).status);
  const template = await admin('get', '/api/admin/import/{kind}/template.xlsx', { path: { kind: 'units' } });
  if (template.status === 200) { const bytes: ArrayBuffer = template.data; void bytes; }
  note('get', '/api/admin/import/{kind}/template.xlsx', template.status);
  // Ids that do not exist: the documented 404 (the generated type has it).
  const attachment = await member('get', '/api/attachments/{id}', { path: { id: 'none' } });
  if (attachment.status === 404) { const code: string = attachment.data.error.code; void code; }
  note('get', '/api/attachments/{id}', attachment.status);
  const evaluations = await member('get', '/api/proposals/{id}/evaluations', { path: { id: 'none' } });
  note('get', '/api/proposals/{id}/evaluations', evaluations.status);
  const todo = await member('post', '/api/todo-app/new-todo', { body: { title: 'OpenAPI' } });
  if (todo.status === 200) { const id: string = todo.data.id; void id; }
  note('post', '/api/todo-app/new-todo', todo.status);
  return done;
}

export async function mistakes(call: Call) {
  // @ts-expect-error a path the document does not have
  await call('get', '/api/nope', {});
  // @ts-expect-error a path parameter missing
  await call('get', '/api/attachments/{id}', {});
  // @ts-expect-error a body of the wrong shape
  await call('post', '/api/todo-app/new-todo', { body: { title: 42 } });
  // @ts-expect-error a method the path does not take
  await call('delete', '/api/health', {});
}
`;

const require = createRequire(import.meta.url);

/** What each call must answer: its success, or the 404 asked for on purpose (an unknown id; no session yet). */
const EXPECTED_NOT_FOUND = new Set([
  'get /api/attachments/{id}',
  'get /api/proposals/{id}/evaluations',
  'get /api/unit-assessment',
]);

interface Document {
  paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
}

describe(`typed client generated from the OpenAPI document (${testDialect()})`, () => {
  let ctx: TestContext;
  let dir: string;
  let document: Document;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-openapi-client-'));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    baseUrl = `http://127.0.0.1:${address.port}`;
    document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Document;
    const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    fs.writeFileSync(path.join(dir, 'paths.d.ts'), types);
    fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compiles the calls against the generated types, and refuses wrong ones', async () => {
    // TypeScript 7's native compiler (the type-check's): TypeScript 6's checker spent ~8 CPU-s of each
    // dialect's run on this one program, most of it on the DOM's lib (bench/RESULTS.md, h-srv2).
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        files: ['usage.ts'],
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2022', 'dom', 'dom.iterable'],
          types: [],
          skipLibCheck: true,
        },
      }),
    );
    const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
    // One thread: the tests share two cores with the other lanes of `npm test`.
    const problems = await promisify(execFile)(
      process.execPath,
      [tsc, '-p', dir, '--pretty', 'false', '--singleThreaded'],
      { encoding: 'utf8' },
    ).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(problems.trim()).toBe('');
  });

  it('answers one call of each tag as the document says', async () => {
    const tokens = {
      admin: await tokenFor(ctx, await createUser(ctx, ['admin'])),
      member: await tokenFor(ctx, await createUser(ctx, ['members'])),
      unit: await tokenFor(ctx, await createUser(ctx, ['undertaker'])),
    };
    const js = ts.transpileModule(USAGE, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    }).outputText;
    const file = path.join(dir, 'usage.mjs');
    fs.writeFileSync(file, js);
    type Client = (method: string, url: string, init: object) => Promise<unknown>;
    const usage = (await import(pathToFileURL(file).href)) as {
      client: (baseUrl: string, token?: string) => Client;
      run: (as: Record<'admin' | 'member' | 'unit' | 'guest', Client>) => Promise<[string, string, number][]>;
    };
    const calls = await usage.run({
      admin: usage.client(baseUrl, tokens.admin),
      member: usage.client(baseUrl, tokens.member),
      unit: usage.client(baseUrl, tokens.unit),
      guest: usage.client(baseUrl),
    });
    const tagsCalled = new Set<string>();
    const wrong: string[] = [];
    for (const [method, url, status] of calls) {
      const operation = document.paths[url]?.[method];
      const expected = EXPECTED_NOT_FOUND.has(`${method} ${url}`) ? status === 404 : status < 300;
      if (!operation?.responses[status] || !expected) wrong.push(`${method} ${url} → ${status}`);
      for (const tag of operation?.tags ?? []) tagsCalled.add(tag);
    }
    expect(wrong).toEqual([]);
    const tags = new Set(
      Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
    );
    expect([...tags].filter((tag) => !tagsCalled.has(tag))).toEqual([]);
  });
});
