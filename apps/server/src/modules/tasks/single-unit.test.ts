import { afterAll, beforeAll, expect, it } from 'vitest';
import { workflowFixture } from '../../test/workflow';

/** 单办 and 分办 units have no co-units: 送协办会签 is neither offered nor accepted (the task machine says so). */
const w = workflowFixture();
const { assigned, myTask, acted, act, fillReply, unit } = w;
beforeAll(() => w.setup(), 60_000);
afterAll(() => w.close());

it.each([
  ['single', { handlingMode: 'single', leadUnitIds: ['A'] }],
  ['separate', { handlingMode: 'separate', leadUnitIds: ['A', 'B'] }],
] as const)('does not offer 送协办会签 to a %s unit', async (_mode, body) => {
  const proposal = await assigned({ ...body, leadUnitIds: body.leadUnitIds.map(unit) });
  const task = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
  expect(task.allowedActions).toContain('submit_reply');
  expect(task.allowedActions).not.toContain('send_countersign');
  await fillReply('a1', task.reply?.id ?? '');
  const sent = await act('a1', await myTask('a1', proposal.id), { action: 'send_countersign' });
  expect(sent.statusCode).toBe(403);
  expect((await myTask('a1', proposal.id)).state).toBe('accepted');
});

it('offers it to the 会办 lead', async () => {
  const proposal = await assigned({
    handlingMode: 'joint',
    leadUnitIds: [unit('A')],
    coUnitIds: [unit('B')],
  });
  const task = await acted('a1', await myTask('a1', proposal.id), { action: 'sign' });
  expect(task.allowedActions).toContain('send_countersign');
});
