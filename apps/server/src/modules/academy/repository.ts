import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AcademyCoursesTable } from '../../db/schema-academy-shop';

export type CourseRow = Selectable<AcademyCoursesTable>;

export function listCourses(db: Kysely<DB>): Promise<CourseRow[]> {
  return db.selectFrom('academyCourses').selectAll().orderBy('position').orderBy('id').execute();
}

export function findCourse(db: Kysely<DB>, id: string): Promise<CourseRow | undefined> {
  return db.selectFrom('academyCourses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function nextCoursePosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('academyCourses')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertCourse(db: Kysely<DB>, row: Insertable<AcademyCoursesTable>): Promise<void> {
  await db.insertInto('academyCourses').values(row).execute();
}

export async function updateCourse(
  db: Kysely<DB>,
  id: string,
  fields: Updateable<AcademyCoursesTable>,
): Promise<void> {
  await db.updateTable('academyCourses').set(fields).where('id', '=', id).execute();
}

/** The person's active step per course they have opened. */
export async function progressOf(db: Kysely<DB>, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('academyProgress')
    .select(['courseId', 'activeStep'])
    .where('userId', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.courseId, row.activeStep]));
}

/** Writes the person's place in the course (one row per person and course). */
export async function saveProgress(
  db: Kysely<DB>,
  row: { userId: string; courseId: string; activeStep: number; updatedAt: string },
): Promise<void> {
  await db
    .insertInto('academyProgress')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'courseId'])
        .doUpdateSet({ activeStep: row.activeStep, updatedAt: row.updatedAt }),
    )
    .execute();
}
