import { courseSchema, type Course } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** Issue 31 §2: course/save with the course itself and course/update with `{ id, activeStep }`, beside `{ course }`. */
let ctx: TestContext;
const tokens = new Map<string, string>();
const api = apiClient(() => ctx, tokens);
const post = async (who: string, url: string, body: object) =>
  courseSchema.parse(await api.ok<Course>(who, 'POST', `/api/academy-app/${url}`, body));
const draft = {
  title: '云上办公',
  category: 'cloud',
  length: 30,
  steps: [{ title: '第一步', content: '<p>开始</p>' }],
};

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.set('sam', await tokenFor(ctx, await createUser(ctx, ['staff'])));
  tokens.set('ann', await tokenFor(ctx, await createUser(ctx, ['members'])));
}, 60_000);
afterAll(() => ctx.close());

describe('academy course/save and course/update as the template sends them', () => {
  it('saves the course posted bare, and wrapped in { course }', async () => {
    const bare = await post('sam', 'course/save', draft);
    expect(bare).toMatchObject({ title: '云上办公', category: 'cloud', totalSteps: 1 });
    const renamed = await post('sam', 'course/save', { ...bare, title: '云端办公' });
    expect(renamed).toMatchObject({ id: bare.id, title: '云端办公' });
    const wrapped = await post('sam', 'course/save', { course: { ...draft, title: '移动办公' } });
    expect(wrapped.id).not.toBe(bare.id);
    const refused = await api.fails(400, 'sam', 'POST', '/api/academy-app/course/save', {
      ...draft,
      length: 7,
    });
    expect(Object.keys(refused.fields ?? {}).some((path) => path.endsWith('length'))).toBe(true);
  });

  it('merges { id, activeStep } posted bare, and wrapped in { course }', async () => {
    const course = await post('sam', 'course/save', { course: draft });
    expect(await post('ann', 'course/update', { id: course.id, activeStep: 1 })).toMatchObject({
      id: course.id,
      activeStep: 1,
    });
    expect(await post('ann', 'course/update', { course: { id: course.id, activeStep: 0 } })).toMatchObject({
      activeStep: 0,
    });
  });
});
