import type { AcademyCategory, Course, CourseSummary } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/accounts';
import { apiClient } from '../../test/client';
import { createTestContext, type TestContext } from '../../test/context';

/** The academy's five calls of seed 001 §7: shapes, validation, and progress kept per person. */
let ctx: TestContext;
const tokens = new Map<string, string>();
let api: ReturnType<typeof apiClient>;

const steps = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: `第 ${index + 1} 步`,
    content: `<p>内容 ${index + 1}</p><script>alert(1)</script><img src=x onerror="alert(1)">`,
  }));
const save = (who: string, course: Record<string, unknown>) =>
  api.ok<Course>(who, 'POST', '/api/academy-app/course/save', { course });

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const people = {
    sam: await createUser(ctx, ['staff']),
    ann: await createUser(ctx, ['members']),
    bob: await createUser(ctx, ['undertaker']),
  };
  for (const [name, user] of Object.entries(people)) tokens.set(name, await tokenFor(ctx, user));
  api = apiClient(() => ctx, tokens);
}, 60_000);
afterAll(() => ctx.close());

describe('academy calls', () => {
  it('answers the four categories in the caller’s language', async () => {
    const zh = await api.ok<AcademyCategory[]>('ann', 'GET', '/api/academy-app/categories');
    expect(zh.map((category) => category.value)).toEqual(['web', 'firebase', 'cloud', 'android']);
    expect(zh[2]).toEqual({ id: 'cloud', value: 'cloud', label: '云计算', color: '#2e7d32' });
    const response = await api.call('ann', 'GET', '/api/academy-app/categories', undefined, {
      'accept-language': 'en',
    });
    expect(response.json<AcademyCategory[]>()[2]?.label).toBe('Cloud');
  });

  it('saves (replace or append) a course with sanitized steps; lists it without steps', async () => {
    const created = await save('sam', {
      title: 'Web 入门 Basics',
      category: 'web',
      length: 45,
      steps: steps(11),
    });
    expect(created).toMatchObject({
      title: 'Web 入门 Basics',
      slug: 'web-basics',
      category: 'web',
      length: 45,
      totalSteps: 11,
      activeStep: 0,
    });
    expect(created.steps).toHaveLength(11);
    expect(created.steps[0]?.content).toBe('<p>内容 1</p>');
    const replaced = await save('sam', { ...created, title: '网页入门', length: 60, steps: steps(3) });
    expect(replaced).toMatchObject({ id: created.id, title: '网页入门', length: 60, totalSteps: 3 });
    const list = await api.ok<CourseSummary[]>('ann', 'GET', '/api/academy-app/courses');
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('steps');
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        'activeStep',
        'category',
        'description',
        'id',
        'length',
        'slug',
        'title',
        'totalSteps',
        'updated',
      ].sort(),
    );
    // The other language keeps its own texts when one is replaced.
    const en = await api.call('ann', 'GET', `/api/academy-app/course?courseId=${created.id}`, undefined, {
      'accept-language': 'en',
    });
    expect(en.json<Course>().title).toBe('Web 入门 Basics');
    const appended = await save('sam', {
      id: 'no-such-course',
      title: '安卓',
      category: 'android',
      length: 30,
      steps: steps(2),
    });
    expect(appended.id).not.toBe('no-such-course');
    expect(await api.ok<CourseSummary[]>('ann', 'GET', '/api/academy-app/courses')).toHaveLength(2);
  });

  it('keeps each person’s progress apart', async () => {
    const course = await save('sam', { title: 'Cloud', category: 'cloud', length: 90, steps: steps(11) });
    const moved = await api.ok<Course>('ann', 'POST', '/api/academy-app/course/update', {
      course: { id: course.id, activeStep: 4 },
    });
    expect(moved.activeStep).toBe(4);
    const read = (who: string) => api.ok<Course>(who, 'GET', `/api/academy-app/course?courseId=${course.id}`);
    expect((await read('ann')).activeStep).toBe(4);
    expect((await read('bob')).activeStep).toBe(0);
    await api.ok('bob', 'POST', '/api/academy-app/course/update', {
      course: { id: course.id, activeStep: 11 },
    });
    expect((await read('ann')).activeStep).toBe(4);
    const bobs = await api.ok<CourseSummary[]>('bob', 'GET', '/api/academy-app/courses');
    expect(bobs.find((entry) => entry.id === course.id)?.activeStep).toBe(11);
  });

  it('answers 400 naming the field, 403 to a learner saving, 404 for an unknown course', async () => {
    const length = await api.fails(400, 'sam', 'POST', '/api/academy-app/course/save', {
      course: { title: 'x', category: 'web', length: 50, steps: steps(1) },
    });
    expect(Object.keys(length.fields ?? {})).toEqual(['course.length']);
    const category = await api.fails(400, 'sam', 'POST', '/api/academy-app/course/save', {
      course: { title: 'x', category: 'ios', length: 30, steps: steps(1) },
    });
    expect(Object.keys(category.fields ?? {})).toEqual(['course.category']);
    const course = await save('sam', { title: 'Short', category: 'web', length: 30, steps: steps(2) });
    const beyond = await api.fails(400, 'ann', 'POST', '/api/academy-app/course/update', {
      course: { id: course.id, activeStep: 3 },
    });
    expect(Object.keys(beyond.fields ?? {})).toEqual(['course.activeStep']);
    const negative = await api.fails(400, 'ann', 'POST', '/api/academy-app/course/update', {
      course: { id: course.id, activeStep: -1 },
    });
    expect(Object.keys(negative.fields ?? {})).toEqual(['course.activeStep']);
    await api.fails(403, 'ann', 'POST', '/api/academy-app/course/save', {
      course: { title: 'x', category: 'web', length: 30, steps: steps(1) },
    });
    const missing = await api.fails(404, 'ann', 'GET', '/api/academy-app/course?courseId=nope');
    expect(missing.code).toBe('NOT_FOUND');
    await api.fails(404, 'ann', 'POST', '/api/academy-app/course/update', {
      course: { id: 'nope', activeStep: 1 },
    });
  });
});
