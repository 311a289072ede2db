import { todoIdResultSchema, todoSchema } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 31 §2: remove-todo with the bare id as the body (as the template posts it), beside `{ todoId }`. */
let ctx: TestContext;
let token = '';

async function newTodo(title: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/todo-app/new-todo',
    headers: bearer(token),
    payload: { title },
  });
  expect(response.statusCode, response.body).toBe(200);
  return todoSchema.parse(response.json()).id;
}
async function remove(payload: string, contentType: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/todo-app/remove-todo',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return todoIdResultSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(ctx, await createUser(ctx, ['members']));
}, 60_000);
afterAll(() => ctx.close());

describe('to-do remove-todo as the template sends it', () => {
  it('takes the bare id: form-typed text (axios’s default), plain text, or a JSON string', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const id = await newTodo(contentType);
      expect(await remove(id, contentType)).toEqual({ todoId: id });
    }
    const id = await newTodo('json');
    expect(await remove(JSON.stringify(id), 'application/json')).toEqual({ todoId: id });
  });

  it('keeps our own form, { todoId }', async () => {
    const id = await newTodo('ours');
    expect(await remove(JSON.stringify({ todoId: id }), 'application/json')).toEqual({ todoId: id });
  });
});
