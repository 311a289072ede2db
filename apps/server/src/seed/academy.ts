import { DEMO_ACCOUNTS } from '@cppcc/contracts';
import { academyService } from '../modules/academy/service';
import { DAY } from './clock';
import { SAMPLE_COURSES, SAMPLE_STEPS } from './academy-data';
import type { Seeder } from './types';

/** A step's HTML, written from the course and the step (sanitized by the service like any other). */
const stepHtml = (course: string, step: string, text: string, more: string) =>
  `<h2>${step}</h2><p><strong>${course}</strong></p><p>${text}</p><ul><li>${more}</li></ul>`;

/**
 * The academy's demo data (issue 17): 12 courses of 11 steps in the four categories, every seed length,
 * updated over the past weeks; and for every demo account two finished courses and three under way, so
 * the "hide completed" switch and the progress bars have something to show.
 */
export const academySeeder: Seeder = {
  name: '0023_academy',
  async run(ctx) {
    const service = academyService(ctx.db, { now: ctx.clock.now });
    const started = Date.now();
    const ids: string[] = [];
    for (const [index, course] of SAMPLE_COURSES.entries()) {
      ctx.clock.set(started - (SAMPLE_COURSES.length - index) * 3 * DAY);
      const steps = (language: 'zh' | 'en') =>
        SAMPLE_STEPS.map((step, number) => ({
          id: `step-${number + 1}`,
          title: step[language],
          content: stepHtml(
            course[language].title,
            step[language],
            language === 'zh' ? step.zhText : step.enText,
            course[language].description,
          ),
        }));
      ids.push(
        await service.seed({
          slug: course.slug,
          category: course.category,
          length: course.length,
          texts: {
            'zh-CN': { ...course.zh, steps: steps('zh') },
            en: { ...course.en, steps: steps('en') },
          },
        }),
      );
    }
    ctx.clock.release();
    for (const account of DEMO_ACCOUNTS) {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (!user) throw new Error(`Seed: demo account ${account.key} missing`);
      const places: [number, number][] = [
        [0, SAMPLE_STEPS.length],
        [3, SAMPLE_STEPS.length],
        [1, 4],
        [6, 2],
        [9, 7],
      ];
      for (const [course, step] of places)
        await service.update(user.id, { id: ids[course] ?? '', activeStep: step }, 'zh-CN');
    }
  },
};
