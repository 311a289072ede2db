import { z } from 'zod';

/**
 * The academy (seed 001 §2, §3, §7, §9; issue 17): courses of 11 steps each in four categories, and each
 * person's own progress through them.
 *
 * Decisions where the seed says nothing:
 * - The categories are data here (web, firebase, cloud, android; a label in both languages and a colour):
 *   a course's category is checked against them, so they are not a table. `GET categories` answers them.
 * - Courses are shared: stored in both languages and answered in the caller's. `activeStep` is the caller's
 *   own (0 when never opened): the step they are on, 0-based; `activeStep === totalSteps` means finished
 *   (the last step's "finish"). Another person's progress is never read or written.
 * - `course/update` is what a learner may do: it merges `{ id, activeStep }` into the caller's own
 *   progress (any signed-in role). `course/save` writes a course's texts (staff and admin: they run the
 *   academy): the caller's language's texts are replaced, and a new course gets the same texts in both;
 *   step content is HTML, sanitized on the server.
 */
export const ACADEMY_CATEGORY_KEYS = ['web', 'firebase', 'cloud', 'android'] as const;
export type AcademyCategoryKey = (typeof ACADEMY_CATEGORY_KEYS)[number];
export const ACADEMY_CATEGORIES: Readonly<
  Record<AcademyCategoryKey, { label: { 'zh-CN': string; en: string }; color: string }>
> = {
  web: { label: { 'zh-CN': '网页', en: 'Web' }, color: '#1565c0' },
  firebase: { label: { 'zh-CN': 'Firebase', en: 'Firebase' }, color: '#a84300' },
  cloud: { label: { 'zh-CN': '云计算', en: 'Cloud' }, color: '#2e7d32' },
  android: { label: { 'zh-CN': '安卓', en: 'Android' }, color: '#7b1fa2' },
};
/** The seed's course lengths, in minutes. */
export const COURSE_LENGTHS = [30, 45, 60, 90, 120] as const;
/** Every seeded course has 11 steps; a saved one may have 1 to 30. */
export const COURSE_SEED_STEPS = 11;
export const COURSE_STEPS_MAX = 30;

export const academyCategorySchema = z.object({
  id: z.string(),
  value: z.enum(ACADEMY_CATEGORY_KEYS),
  label: z.string(),
  color: z.string(),
});
export type AcademyCategory = z.infer<typeof academyCategorySchema>;
export const academyCategoryListSchema = z.array(academyCategorySchema);

export const courseStepSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type CourseStep = z.infer<typeof courseStepSchema>;

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.enum(ACADEMY_CATEGORY_KEYS),
  length: z.number().int(),
  totalSteps: z.number().int(),
  activeStep: z.number().int(),
  updated: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListSchema = z.array(courseSummarySchema);
export const courseSchema = courseSummarySchema.extend({ steps: z.array(courseStepSchema) });
export type Course = z.infer<typeof courseSchema>;

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const idSchema = required(64);

export const courseQuerySchema = z.object({ courseId: idSchema });

export const courseStepInputSchema = z.object({
  id: idSchema.optional(),
  title: required(200),
  content: z.string().max(50_000, { error: 'validation.tooLong' }).default(''),
});
export const courseInputSchema = z.object({
  id: idSchema.optional(),
  title: required(200),
  slug: z
    .string()
    .trim()
    .max(120, { error: 'validation.tooLong' })
    .regex(/^[a-z0-9-]*$/, { error: 'academy.slug' })
    .default(''),
  description: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  category: z.enum(ACADEMY_CATEGORY_KEYS, { error: 'academy.category' }),
  length: z
    .number({ error: 'academy.length' })
    .refine((value) => (COURSE_LENGTHS as readonly number[]).includes(value), { error: 'academy.length' }),
  steps: z
    .array(courseStepInputSchema)
    .min(1, { error: 'academy.steps' })
    .max(COURSE_STEPS_MAX, { error: 'validation.tooMany' }),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

/**
 * The template's clients post the course itself (`course/save`) or `{ id, activeStep }` (`course/update`)
 * where ours wrap it in `{ course }` (issue 31 §2): a body without `course` is taken as the course.
 */
function wrappedCourse(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'course' in value) return value;
  return { course: value };
}
const ourCourseSaveBodySchema = z.object({ course: courseInputSchema });
export const courseSaveBodySchema = z.preprocess(wrappedCourse, ourCourseSaveBodySchema);
export type CourseSaveBody = z.input<typeof ourCourseSaveBodySchema>;

export const courseProgressInputSchema = z.object({
  id: idSchema,
  activeStep: z
    .number({ error: 'academy.activeStep' })
    .int({ error: 'academy.activeStep' })
    .min(0, { error: 'academy.activeStep' })
    .max(COURSE_STEPS_MAX, { error: 'academy.activeStep' }),
});
const ourCourseUpdateBodySchema = z.object({ course: courseProgressInputSchema });
export const courseUpdateBodySchema = z.preprocess(wrappedCourse, ourCourseUpdateBodySchema);
export type CourseUpdateBody = z.input<typeof ourCourseUpdateBodySchema>;

/** A course is finished once its last step is done (`activeStep === totalSteps`). */
export function isCourseCompleted(course: Pick<CourseSummary, 'activeStep' | 'totalSteps'>): boolean {
  return course.totalSteps > 0 && course.activeStep >= course.totalSteps;
}
/** How far the person is, 0–100. */
export function courseProgressPercent(course: Pick<CourseSummary, 'activeStep' | 'totalSteps'>): number {
  if (course.totalSteps <= 0) return 0;
  return Math.round((Math.min(course.activeStep, course.totalSteps) / course.totalSteps) * 100);
}
/** A title as an address segment (latin letters and digits; '' for a title without any). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
