import { describe, expect, it } from 'vitest';
import { useProposalApi } from '../../test/proposal-api';

/** The to-do app's own and workflow to-dos (issue 5) through the HTTP API, on the dialect of TEST_DIALECT. */
const { ids, call, ok, draft, act } = useProposalApi();

describe('to-do app', () => {
  it('keeps each user’s own to-dos with folders, filters and labels', async () => {
    const folders = await ok<{ handle: string }[]>('carol', 'GET', '/api/todo-app/folders');
    expect(folders.map((f) => f.handle)).toEqual(['all', 'done', 'deleted']);
    expect(
      (await ok<{ handle: string }[]>('carol', 'GET', '/api/todo-app/filters')).map((f) => f.handle),
    ).toContain('starred');
    expect((await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/labels')).map((l) => l.id)).toContain(
      'research',
    );

    const todo = await ok<{ id: string; title: string; kind: string; labels: string[] }>(
      'carol',
      'POST',
      '/api/todo-app/new-todo',
      {
        title: '走访社区养老服务站',
        dueDate: new Date().toISOString(),
        labels: ['research'],
      },
    );
    expect(todo).toMatchObject({ kind: 'own', labels: ['research'] });
    expect((await call('carol', 'POST', '/api/todo-app/new-todo', { title: '' })).statusCode).toBe(400);
    expect(
      (await call('carol', 'POST', '/api/todo-app/new-todo', { title: 'x', labels: ['nope'] })).statusCode,
    ).toBe(400);
    const starred = await ok<{ starred: boolean }>('carol', 'POST', '/api/todo-app/update-todo', {
      id: todo.id,
      starred: true,
    });
    expect(starred.starred).toBe(true);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?filterHandle=starred')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?filterHandle=today')).map((t) => t.id),
    ).toContain(todo.id);
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?labelHandle=research')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    const toggled = await ok<{ labels: string[] }[]>('carol', 'POST', '/api/todo-app/toggle-label', {
      todoIds: [todo.id],
      labelId: 'meeting',
    });
    expect(toggled[0]?.labels).toEqual(['research', 'meeting']);
    await ok('carol', 'POST', '/api/todo-app/set-folder', { todoIds: [todo.id], folderHandle: 'done' });
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?folderHandle=done')).map((t) => t.id),
    ).toContain(todo.id);
    expect(
      await ok<{ todoId: string }>('carol', 'POST', '/api/todo-app/remove-todo', { todoId: todo.id }),
    ).toEqual({ todoId: todo.id });
    expect(
      (await ok<{ id: string }[]>('carol', 'GET', '/api/todo-app/todos?folderHandle=deleted')).map(
        (t) => t.id,
      ),
    ).toContain(todo.id);
    // Nobody else's.
    expect(
      (await call('bob', 'POST', '/api/todo-app/update-todo', { id: todo.id, starred: false })).statusCode,
    ).toBe(404);
    expect((await call('bob', 'POST', '/api/todo-app/delete-todos', { todoIds: [todo.id] })).statusCode).toBe(
      404,
    );
    const second = await ok<{ id: string }>('carol', 'POST', '/api/todo-app/new-todo', {
      title: '准备界别协商发言',
    });
    expect(
      await ok<string[]>('carol', 'POST', '/api/todo-app/delete-todos', { todoIds: [second.id] }),
    ).toEqual([second.id]);
  });

  it('lets the workflow own its to-dos: they cannot be completed or renamed by hand', async () => {
    let p = await draft('alice');
    p = (await act('alice', p, { action: 'invite', inviteeIds: [ids.get('carol')] })).json();
    const todos = await ok<{ id: string; proposalId: string | null; kind: string }[]>(
      'carol',
      'GET',
      '/api/todo-app/todos?filterHandle=proposal',
    );
    const mine = todos.find((t) => t.proposalId === p.id);
    expect(mine?.kind).toBe('workflow');
    const id = mine?.id ?? '';
    expect(
      (await call('carol', 'POST', '/api/todo-app/update-todo', { id, completed: true })).statusCode,
    ).toBe(403);
    expect((await call('carol', 'POST', '/api/todo-app/update-todo', { id, title: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('carol', 'POST', '/api/todo-app/set-folder', { todoIds: [id], folderHandle: 'done' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('carol', 'POST', '/api/todo-app/update-todo', { id, important: true })).statusCode,
    ).toBe(200);
    await ok('carol', 'POST', `/api/proposals/${p.id}/signers/respond`, { accept: true });
    const done = await ok<{ id: string; completed: boolean }[]>(
      'carol',
      'GET',
      '/api/todo-app/todos?folderHandle=done',
    );
    expect(done.find((t) => t.id === id)?.completed).toBe(true);
  });
});
