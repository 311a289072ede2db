import { todoText, type ProposalDetail, type Todo } from '@cppcc/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId, nowIso, toDbJson } from '../../db/values';
import { CONTENT, workflowFixture } from '../../test/workflow';

/**
 * Workflow to-dos keep their text as a key and parameters, so an English reader reads English; the Chinese
 * wording is still stored as title and notes, and rows from before the key keep their stored text.
 */
const w = workflowFixture();
const { ok, context } = w;
beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

const workflowTodos = async (who: string) =>
  (await ok<Todo[]>(who, 'GET', '/api/todo-app/todos')).filter((todo) => todo.kind === 'workflow');

it('stores a returned proposal’s to-do as key and parameters, worded in either language', async () => {
  const created = await ok<ProposalDetail>('alice', 'POST', '/api/proposals', CONTENT);
  const submitted = await ok<ProposalDetail>('alice', 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'submit',
    version: created.version,
  });
  await ok('staff', 'POST', `/api/proposals/${created.id}/transitions`, {
    action: 'return',
    version: submitted.version,
    comment: '请补充调研数据。',
  });
  const [todo] = await workflowTodos('alice');
  expect(todo?.text).toEqual({
    key: 'revise',
    params: { title: CONTENT.title, comment: '请补充调研数据。' },
  });
  if (!todo?.text) throw new Error('no text');
  expect(todoText(todo.text, 'en')).toEqual({
    title: `Revise the proposal: ${CONTENT.title}`,
    notes: 'The proposal committee returned it for revision: 请补充调研数据。',
  });
  // The stored words are the Chinese rendering of the same text.
  expect([todo.title, todo.notes]).toEqual([
    `修改提案：${CONTENT.title}`,
    '提案委退回修改意见：请补充调研数据。',
  ]);
});

it('leaves a row without a key to its stored text', async () => {
  const alice = await context()
    .db.kysely.selectFrom('todos')
    .select('userId')
    .where('kind', '=', 'workflow')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const id = newId();
  await context()
    .db.kysely.insertInto('todos')
    .values({
      id,
      userId: alice.userId,
      title: '联名邀请：旧提案',
      notes: '旧的待办文字',
      startDate: now,
      dueDate: null,
      completed: 0,
      starred: 0,
      important: 0,
      deleted: 0,
      labels: toDbJson(['cosign']),
      proposalId: null,
      kind: 'workflow',
      action: 'cosign',
      textKey: null,
      textParams: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const old = (await workflowTodos('alice')).find((todo) => todo.id === id);
  expect(old && [old.text, old.title, old.notes]).toEqual([null, '联名邀请：旧提案', '旧的待办文字']);
});
