import type { Todo } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** The to-do app's batch operations (select several, then complete / restore / delete / label them). */
let ctx: TestContext;
const tokens = new Map<string, string>();
const userIds = new Map<string, string>();

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...bearer(tokens.get(who) ?? ''), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
}
async function ok<T>(who: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await call(who, method, url, payload);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}
const newTodo = (who: string, title: string, extra: object = {}) =>
  ok<Todo>(who, 'POST', '/api/todo-app/new-todo', { title, ...extra });
const list = (who: string, query = '') => ok<Todo[]>(who, 'GET', `/api/todo-app/todos${query}`);
const idsOf = (todos: readonly Todo[]) => todos.map((todo) => todo.id).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  for (const name of ['dora', 'eli', 'admin']) {
    const user = await createUser(ctx, name === 'admin' ? ['admin'] : ['members'], {
      displayName: `测试${name}`,
    });
    userIds.set(name, user.id);
    tokens.set(name, await tokenFor(ctx, user));
  }
  await ok('admin', 'POST', '/api/admin/sessions', { term: 15, meeting: 3, year: 2026, isCurrent: true });
}, 60_000);
afterAll(() => ctx.close());

describe('to-do batch operations', () => {
  it('completes, reopens, labels and deletes several to-dos at once', async () => {
    const a = await newTodo('dora', '阅读调研报告');
    const b = await newTodo('dora', '整理界别群众意见', { labels: ['research'] });
    const c = await newTodo('dora', '准备协商发言');
    const selected = [a.id, b.id];

    const done = await ok<Todo[]>('dora', 'POST', '/api/todo-app/set-folder', {
      todoIds: selected,
      folderHandle: 'done',
    });
    expect(done.every((todo) => todo.completed)).toBe(true);
    expect(idsOf(await list('dora', '?folderHandle=done'))).toEqual([...selected].sort());
    expect(idsOf(await list('dora'))).toEqual([c.id]);

    const reopened = await ok<Todo[]>('dora', 'POST', '/api/todo-app/set-folder', {
      todoIds: selected,
      folderHandle: 'all',
    });
    expect(reopened.every((todo) => !todo.completed && !todo.deleted)).toBe(true);

    // toggle-label flips the label on each: b had `research`, a did not.
    const labelled = await ok<Todo[]>('dora', 'POST', '/api/todo-app/toggle-label', {
      todoIds: [a.id, b.id, c.id],
      labelId: 'meeting',
    });
    expect(labelled.map((todo) => todo.labels.includes('meeting'))).toEqual([true, true, true]);
    expect(idsOf(await list('dora', '?labelHandle=meeting'))).toEqual([a.id, b.id, c.id].sort());
    await ok('dora', 'POST', '/api/todo-app/toggle-label', { todoIds: [a.id, c.id], labelId: 'meeting' });
    expect(idsOf(await list('dora', '?labelHandle=meeting'))).toEqual([b.id]);

    expect(
      (await ok<string[]>('dora', 'POST', '/api/todo-app/delete-todos', { todoIds: [a.id, c.id] })).sort(),
    ).toEqual([a.id, c.id].sort());
    expect(idsOf(await list('dora', '?folderHandle=deleted'))).toEqual([a.id, c.id].sort());
    expect(idsOf(await list('dora'))).toEqual([b.id]);
    // Restoring from the bin.
    await ok('dora', 'POST', '/api/todo-app/set-folder', { todoIds: [a.id, c.id], folderHandle: 'all' });
    expect(idsOf(await list('dora'))).toEqual([a.id, b.id, c.id].sort());
  });

  it('changes nothing when one of the selection is someone else’s or the workflow’s', async () => {
    const mine = await newTodo('dora', '联系提案承办单位');
    const theirs = await newTodo('eli', '别人的待办');
    for (const [url, body] of [
      ['/api/todo-app/set-folder', { folderHandle: 'done' }],
      ['/api/todo-app/toggle-label', { labelId: 'personal' }],
      ['/api/todo-app/delete-todos', {}],
    ] as const) {
      const response = await call('dora', 'POST', url, { todoIds: [mine.id, theirs.id], ...body });
      expect(response.statusCode, url).toBe(404);
    }
    const after = (await list('dora')).find((todo) => todo.id === mine.id);
    expect(after).toMatchObject({ completed: false, deleted: false, labels: [] });
    expect((await list('eli')).map((todo) => todo.id)).toEqual([theirs.id]);

    // A co-sign invitation makes a workflow to-do for eli: it cannot be completed by hand, even in a batch.
    const proposal = await ok<{ id: string; version: number }>('dora', 'POST', '/api/proposals', {
      title: '关于完善社区嵌入式托育服务的建议',
    });
    await ok('dora', 'POST', `/api/proposals/${proposal.id}/transitions`, {
      action: 'invite',
      version: proposal.version,
      inviteeIds: [userIds.get('eli')],
    });
    const own = await newTodo('eli', '阅读联名提案');
    const workflow = (await list('eli', '?filterHandle=proposal'))[0];
    expect(workflow).toMatchObject({
      kind: 'workflow',
      action: 'cosign',
      proposalId: proposal.id,
      proposalTitle: '关于完善社区嵌入式托育服务的建议',
    });
    const refused = await call('eli', 'POST', '/api/todo-app/set-folder', {
      todoIds: [own.id, workflow?.id],
      folderHandle: 'done',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/workflow|proposal/i);
    expect((await list('eli', '?folderHandle=done')).map((todo) => todo.id)).toEqual([]);
    // …but it may be labelled and hidden with the others.
    await ok('eli', 'POST', '/api/todo-app/toggle-label', {
      todoIds: [own.id, workflow?.id],
      labelId: 'research',
    });
    await ok('eli', 'POST', '/api/todo-app/delete-todos', { todoIds: [own.id, workflow?.id] });
    expect(idsOf(await list('eli', '?folderHandle=deleted'))).toEqual([own.id, workflow?.id ?? ''].sort());
  });

  it('refuses an empty or oversized selection and unknown labels', async () => {
    expect((await call('dora', 'POST', '/api/todo-app/delete-todos', { todoIds: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => `id-${i}`);
    expect((await call('dora', 'POST', '/api/todo-app/delete-todos', { todoIds: many })).statusCode).toBe(
      400,
    );
    const todo = await newTodo('dora', '标签测试');
    expect(
      (await call('dora', 'POST', '/api/todo-app/toggle-label', { todoIds: [todo.id], labelId: 'nope' }))
        .statusCode,
    ).toBe(400);
  });
});
