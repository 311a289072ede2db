import {
  ACADEMY_CATEGORIES,
  ACADEMY_CATEGORY_KEYS,
  slugify,
  type AcademyCategory,
  type AcademyCategoryKey,
  type Course,
  type CourseInput,
  type CourseStep,
  type CourseSummary,
  type Language,
} from '@cppcc/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fromDbJson, newId, nowIso, toDbJson, type Clock } from '../../db/values';
import { badRequest, notFound } from '../../http/errors';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import {
  findCourse,
  insertCourse,
  listCourses,
  nextCoursePosition,
  progressOf,
  saveProgress,
  updateCourse,
  type CourseRow,
} from './repository';

interface CourseTexts {
  title: string;
  description: string;
  steps: CourseStep[];
}
type StoredTexts = Record<Language, CourseTexts>;

function summary(
  row: CourseRow,
  language: Language,
  activeStep: number,
): CourseSummary & { steps: CourseStep[] } {
  const texts = fromDbJson<StoredTexts>(row.texts)[language];
  return {
    id: row.id,
    title: texts.title,
    slug: row.slug,
    description: texts.description,
    category: row.category as AcademyCategoryKey,
    length: row.length,
    totalSteps: texts.steps.length,
    activeStep: Math.min(activeStep, texts.steps.length),
    updated: row.updatedAt,
    steps: texts.steps,
  };
}

const courseNotFound = (field: string) =>
  notFound('academy.notFound', { fields: { [field]: 'academy.notFound' } });

/**
 * The academy (seed 001 §7): shared courses in both languages, each person's own progress. A course's
 * `activeStep` is always the caller's; nobody reads or writes another's.
 */
export function academyService(db: Kysely<DB>, deps: { now?: Clock } = {}) {
  const now = deps.now ?? nowIso;

  async function read(trx: Kysely<DB>, userId: string, id: string, language: Language): Promise<Course> {
    const row = await findCourse(trx, id);
    if (!row) throw courseNotFound('courseId');
    return summary(row, language, (await progressOf(trx, userId)).get(id) ?? 0);
  }

  return {
    categories(language: Language): AcademyCategory[] {
      return ACADEMY_CATEGORY_KEYS.map((key) => ({
        id: key,
        value: key,
        label: ACADEMY_CATEGORIES[key].label[language],
        color: ACADEMY_CATEGORIES[key].color,
      }));
    },

    /** Every course without its steps, with the caller's progress. */
    async courses(userId: string, language: Language): Promise<CourseSummary[]> {
      const progress = await progressOf(db, userId);
      return (await listCourses(db)).map((row) => {
        const { steps: _steps, ...rest } = summary(row, language, progress.get(row.id) ?? 0);
        return rest;
      });
    },

    course(userId: string, id: string, language: Language): Promise<Course> {
      return read(db, userId, id, language);
    },

    /**
     * Replaces the course of the same id (its texts in the caller's language) or appends a new one (the
     * same texts in both languages). Step HTML is sanitized before it is stored.
     */
    save(userId: string, input: CourseInput, language: Language): Promise<Course> {
      return inTransaction(db, async (trx) => {
        const texts: CourseTexts = {
          title: input.title,
          description: input.description,
          steps: input.steps.map((step) => ({
            id: step.id ?? newId(),
            title: step.title,
            content: sanitizeHtml(step.content),
          })),
        };
        const slug = input.slug || slugify(input.title);
        const at = now();
        const existing = input.id === undefined ? undefined : await findCourse(trx, input.id);
        if (input.id !== undefined && existing) {
          const stored = fromDbJson<StoredTexts>(existing.texts);
          await updateCourse(trx, existing.id, {
            slug: slug || existing.slug,
            category: input.category,
            length: input.length,
            texts: toDbJson({ ...stored, [language]: texts }),
            updatedAt: at,
          });
          return read(trx, userId, existing.id, language);
        }
        // An unknown id appends a course with an id of our own, like any new one.
        const id = newId();
        await insertCourse(trx, {
          id,
          slug: slug || id,
          category: input.category,
          length: input.length,
          texts: toDbJson({ 'zh-CN': texts, en: texts } satisfies StoredTexts),
          position: await nextCoursePosition(trx),
          createdAt: at,
          updatedAt: at,
        });
        return read(trx, userId, id, language);
      });
    },

    /** Stores the seeded course in both languages at once (the demo seed). */
    async seed(input: { slug: string; category: AcademyCategoryKey; length: number; texts: StoredTexts }) {
      const id = newId();
      const at = now();
      const clean = (texts: CourseTexts): CourseTexts => ({
        ...texts,
        steps: texts.steps.map((step) => ({ ...step, content: sanitizeHtml(step.content) })),
      });
      await insertCourse(db, {
        id,
        slug: input.slug,
        category: input.category,
        length: input.length,
        texts: toDbJson({ 'zh-CN': clean(input.texts['zh-CN']), en: clean(input.texts.en) }),
        position: await nextCoursePosition(db),
        createdAt: at,
        updatedAt: at,
      });
      return id;
    },

    /** Merges the caller's progress into the course (0 … totalSteps; totalSteps = finished). */
    update(userId: string, input: { id: string; activeStep: number }, language: Language): Promise<Course> {
      return inTransaction(db, async (trx) => {
        const course = await read(trx, userId, input.id, language);
        if (input.activeStep > course.totalSteps)
          throw badRequest('academy.activeStep', { fields: { 'course.activeStep': 'academy.activeStep' } });
        await saveProgress(trx, {
          userId,
          courseId: input.id,
          activeStep: input.activeStep,
          updatedAt: now(),
        });
        return { ...course, activeStep: input.activeStep };
      });
    },
  };
}
export type AcademyService = ReturnType<typeof academyService>;
